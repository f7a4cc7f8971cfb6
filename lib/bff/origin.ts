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

/**
 * The client's address for the API's per-IP limits: the last X-Forwarded-For
 * entry, the one appended by the nearest proxy (Next.js itself or a reverse
 * proxy in front), not the entries a client can write itself.
 */
export function clientIpOf(headers: Headers): string | undefined {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || headers.get('x-real-ip') || undefined;
}
