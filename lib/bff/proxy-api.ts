import 'server-only';
import { nextProxyCookies } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { portalEnv } from '../server/env';
import { openSession } from '../server/session';
import { forwardWithSession } from './forward';

// proxy.ts answers the BFF's forwarded calls itself: Next.js runs the proxy
// before its router, and a response from it is sent as it is, so a call costs
// less of the portal's CPU than through the route handler (docs/decisions.md,
// "The BFF's fast path"). The checks and the call are the route handler's own
// (forwardWithSession); only the session cookie is read from the proxy's
// request and written on its answer. OPTIONS and /api/session/* go on to their
// route handlers; BFF_EARLY=off sends every call there.

/** Whether proxy.ts answers this call itself. */
export function answersInProxy(request: NextRequest): boolean {
  const { method, nextUrl } = request;
  return method !== 'OPTIONS' && !nextUrl.pathname.startsWith('/api/session/') && portalEnv().BFF_EARLY === 'on';
}

export async function answerApiInProxy(request: NextRequest): Promise<Response> {
  const cookies = NextResponse.next();
  let forwarded: Response;
  try {
    forwarded = await forwardWithSession(request, () => openSession(nextProxyCookies(request, cookies)));
  } catch (error) {
    // As Next.js answers a route handler that throws: logged, and an empty 500 (a proxy that throws gets a text page).
    console.error(`[bff] ${request.method} ${request.nextUrl.pathname} failed:`, error);
    return new NextResponse(null, { status: 500 });
  }
  const answer = new NextResponse(forwarded.body, { status: forwarded.status, statusText: forwarded.statusText, headers: forwarded.headers });
  for (const cookie of cookies.cookies.getAll()) answer.cookies.set(cookie);
  return answer;
}
