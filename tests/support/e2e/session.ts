import { sealData, unsealData } from 'iron-session';
import type { BrowserContext, Cookie } from '@playwright/test';
import type { SessionData } from '../../../lib/server/session-cookie';
import { BASE_URL, SESSION_COOKIE, SESSION_SECRET, SESSION_TTL_SECONDS } from './env';

// Sessions crafted by the tests: lib/server/session.ts seals SessionData
// (lib/server/session-cookie.ts) with iron-session and the SESSION_SECRET of
// tests/e2e-env.json, so the tests can seal (and read) the very cookie the
// portal would have written.

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function sealSession(data: Partial<SessionData>): Promise<string> {
  return sealData(data, { password: SESSION_SECRET, ttl: SESSION_TTL_SECONDS });
}

export function unsealSession(seal: string): Promise<Partial<SessionData>> {
  return unsealData<Partial<SessionData>>(seal, { password: SESSION_SECRET, ttl: SESSION_TTL_SECONDS });
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped token the API did not sign (alg none, or a made-up signature). */
export function fakeJwt(claims: Record<string, unknown>, signature = ''): string {
  return `${base64url({ alg: signature ? 'HS256' : 'none', typ: 'JWT' })}.${base64url(claims)}.${signature}`;
}

/** A plausible session of Agenzia Milano's agent whose tokens are whatever the caller says. */
export function agentSession(overrides: Partial<SessionData>): Partial<SessionData> {
  return {
    accessToken: fakeJwt({ sub: '5', exp: nowSeconds() + 3600 }, 'bm90LWEtcmVhbC1zaWduYXR1cmU'),
    refreshToken: 'not-a-refresh-token-the-api-ever-issued',
    accessExp: nowSeconds() + 3600,
    userId: 5,
    username: 'agent',
    role: 'agent',
    agencyCount: 2,
    agencyId: 2,
    agencyName: 'Agenzia Milano',
    shippingUnitCost: 5,
    shippingMaxUnits: 2,
    ...overrides,
  };
}

/** The session cookie as the portal sets it (lib/server/session.ts). */
export function sessionCookie(value: string): Parameters<BrowserContext['addCookies']>[0][number] {
  return {
    name: SESSION_COOKIE,
    value,
    domain: new URL(BASE_URL).hostname,
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    expires: nowSeconds() + SESSION_TTL_SECONDS,
  };
}

export async function useSealedSession(context: BrowserContext, data: Partial<SessionData>): Promise<void> {
  await context.addCookies([sessionCookie(await sealSession(data))]);
}

export async function sessionCookieOf(context: BrowserContext): Promise<Cookie | undefined> {
  return (await context.cookies(BASE_URL)).find((cookie) => cookie.name === SESSION_COOKIE);
}
