// consent is stored with its timestamp for 365 days; the banner
// shows while no consent cookie exists.

export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface Consent {
  accepted: true;
  timestamp: string;
}

export function consentValue(now: Date): string {
  const consent: Consent = { accepted: true, timestamp: now.toISOString() };
  return encodeURIComponent(JSON.stringify(consent));
}

export function parseConsent(raw: string | undefined | null): Consent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<Consent>;
    return value.accepted === true && typeof value.timestamp === 'string' ? (value as Consent) : null;
  } catch {
    return null;
  }
}

export function consentCookie(now: Date, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consentValue(now)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
