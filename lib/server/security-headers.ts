// The headers every page answers with (proxy.ts sets them per request).
// Scripts run only with this request's nonce ('strict-dynamic' lets Next.js's
// own chunks load the rest); no page may be framed; HSTS only over HTTPS.
// Static files and /api answers get the fixed headers of next.config.mjs.

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** One year; browsers ignore it when it arrives over plain HTTP anyway. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface PolicyOptions {
  /** `next dev`: React's debugging needs eval */
  dev: boolean;
  https: boolean;
}

export function pagePolicy(nonce: string, { dev, https }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // React and the UI kit set style attributes; a style cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Product pictures come from Icecat and the stories' source over HTTPS.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The service worker (/serwist/sw.js); without this it would fall under script-src's nonce.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** A page of the portal's own markup (no Next.js runtime): its script and style need this nonce. */
export function standalonePagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sets the page headers on an answer; HSTS only when the request came over HTTPS. */
export function applyPageHeaders(headers: Headers, policy: string, https: boolean): void {
  headers.set('Content-Security-Policy', policy);
  if (https) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
