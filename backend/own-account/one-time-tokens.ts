// Tokens sent by e-mail (password reset, invitation, e-mail confirmation):
// 256 random bits, base64url, stored only as their SHA-256 like refresh tokens.
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/refresh-tokens';

export const RESET_TTL_MS = 30 * 60_000;
/** An invitation is read when the customer gets to it, not within half an hour. */
export const INVITATION_TTL_MS = 72 * 60 * 60_000;
export const CONFIRMATION_TTL_MS = 48 * 60 * 60_000;

export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export { hashToken };
