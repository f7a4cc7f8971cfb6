import 'server-only';
import { getIronSession, nextProxyCookies } from 'iron-session';
import { cookies } from 'next/headers';
import type { NextRequest, NextResponse } from 'next/server';
import { sessionOptions, type PortalSession, type SessionData } from './session-data';

// Where the session cookie is read and written: route handlers and server
// components through next/headers, proxy.ts through its request and response.

export * from './session-data';

/** Route handlers and server components (server components cannot save). */
export async function getSession(): Promise<PortalSession> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** proxy.ts: a saved session is visible to the page rendered in the same request. */
export async function getProxySession(request: NextRequest, response: NextResponse): Promise<PortalSession> {
  return getIronSession<SessionData>(nextProxyCookies(request, response), sessionOptions());
}
