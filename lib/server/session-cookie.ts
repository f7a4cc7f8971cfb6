import type { Role } from '../../core/roles';

// The portal's only session: an encrypted, httpOnly cookie holding the tokens
// and the few fields an older client kept in localStorage (agency, username,
// shipping terms). Never lists (< 4 KB). Its name, lifetime and contents are
// here alone, without the options' secret, so the e2e tests seal the very
// cookie the portal writes (tests/support/e2e/session.ts).

export interface SessionData {
  accessToken: string;
  refreshToken: string;
  /** access token expiry, seconds since the epoch */
  accessExp: number;
  userId: number;
  username: string;
  role: Role;
  /** how many agencies the user belongs to (the switcher shows when > 1) */
  agencyCount: number;
  agencyId: number;
  agencyName: string;
  shippingUnitCost: number;
  shippingMaxUnits: number;
  /** where to go after signing in (a same-site path) */
  redirectUri: string;
}

export const SESSION_COOKIE = 'portal_session';
/** The session lives as long as its refresh token (docs/domain.md: 30 days). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
