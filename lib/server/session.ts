import 'server-only';
import { type CookieJar, getIronSession, nextProxyCookies, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import type { NextRequest, NextResponse } from 'next/server';
import { memoizeUnseal } from './session-cache';
import { sessionOptions, type PortalSession, type SessionData } from './session-data';

// Where the session cookie is read and written: route handlers and server
// components through next/headers, proxy.ts through its request and response.
// The cookie is opened once per seal (lib/server/session-cache.ts), not once per read.

export * from './session-data';

/** About 2.5 kB each (seal and data): a few MB at most. */
const SEALS_KEPT = 1000;

const seals = memoizeUnseal<SessionData>(
  (seal) => {
    const { password, ttl } = sessionOptions();
    return unsealData<SessionData>(seal, { password, ttl });
  },
  { capacity: SEALS_KEPT },
);

/**
 * iron-session builds the session (save, destroy) over the jar; the seal it
 * would open again is hidden from it and the remembered data put in instead.
 * A seal split over several cookies (never written by this portal) is still
 * read, and opened, by iron-session itself.
 */
export async function openSession(jar: CookieJar): Promise<PortalSession> {
  const options = sessionOptions();
  const seal = jar.read(options.cookieName);
  const data = seal ? await seals.open(seal) : {};
  const session = await getIronSession<SessionData>({ ...jar, read: (name) => (name === options.cookieName ? undefined : jar.read(name)) }, options);
  return Object.assign(session, data);
}

/**
 * Route handlers and server components (server components cannot save).
 */
export async function getSession(): Promise<PortalSession> {
  const store = await cookies();
  return openSession({
    read: (name) => store.get(name)?.value,
    names: () => store.getAll().map((cookie) => cookie.name),
    write: (name, value, options) => {
      store.set(name, value, options);
    },
  });
}

/** proxy.ts: a saved session is visible to the page rendered in the same request. */
export async function getProxySession(request: NextRequest, response: NextResponse): Promise<PortalSession> {
  return openSession(nextProxyCookies(request, response));
}
