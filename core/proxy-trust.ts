import { z } from 'zod';

// TRUST_PROXY, read by the portal and by the API: how many reverse proxies
// stand in front of the server. Forwarded headers (X-Forwarded-For, -Proto,
// -Host) are anyone's to write, so they count only when this is set, and then
// only the entries those proxies appended.

/** Unset, empty, `false`, `no` or `0`: no proxy trusted. `true`/`yes`: one. A number: that many hops (at most 10). */
export const trustProxySchema = z
  .preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^(true|false|yes|no|\d{1,2})$/, 'must be true, false or a number of proxy hops (0–10)')
      .optional(),
  )
  .transform((value) => {
    if (value === undefined || value === 'false' || value === 'no') return 0;
    if (value === 'true' || value === 'yes') return 1;
    return Number(value);
  })
  .pipe(z.number().int().min(0).max(10));

/**
 * The entry of a forwarded list written by the farthest of `hops` trusted
 * proxies: each proxy appends its peer, so that is the `hops`-th from the
 * right. A shorter list came through fewer proxies; its first entry is the
 * farthest one known. Undefined when nothing is trusted or nothing was sent.
 */
export function forwardedEntry(header: string | null | undefined, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}
