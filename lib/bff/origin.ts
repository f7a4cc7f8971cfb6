// State-changing calls must come from the portal's own pages (DESIGN §1):
// Sec-Fetch-Site same-origin, or an Origin whose host is this request's host.

export function isSameOriginRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (origin) {
    const host = headers.get('x-forwarded-host') ?? headers.get('host');
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  return site === 'same-origin';
}

export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/** The client's address as the portal saw it, for the API's per-IP limits. */
export function clientIpOf(headers: Headers): string | undefined {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip') || undefined;
}
