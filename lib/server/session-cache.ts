// Opening the session cookie (iron: two PBKDF2 key derivations, an HMAC check
// and an AES decryption) was a third of the BFF's CPU per call. A seal is
// immutable and carries its own expiry under the HMAC, so the data of a seal
// that opened once is kept by the exact seal string and handed out as a copy.
// Only seals that opened are kept; lru-cache bounds them (least recently used
// goes first) and drops an entry once its seal has expired.
import { LRUCache } from 'lru-cache';

/** iron-webcrypto's tolerance for clock skew when checking a seal's expiry. */
const SKEW_MS = 60_000;

/** iron-session appends `~<version>` outside the seal's HMAC: it never tells seals apart. */
export function sealWithoutVersion(seal: string): string {
  const at = seal.indexOf('~');
  return at === -1 ? seal : seal.slice(0, at);
}

/** The expiry (ms since the epoch) written into an iron seal; undefined when it has none or it is malformed. */
export function sealExpiry(seal: string): number | undefined {
  const parts = seal.split('*');
  if (parts.length !== 8) return undefined;
  const expiration = parts[5]!;
  return /^[1-9]\d{0,15}$/.test(expiration) ? Number(expiration) : undefined;
}

export interface SealMemo<T extends object> {
  /** The seal's data as `open` returns it (a fresh shallow copy each time), from memory when it opened before. */
  open(seal: string): Promise<Partial<T>>;
  readonly size: number;
}

export function memoizeUnseal<T extends object>(
  unseal: (seal: string) => Promise<Partial<T>>,
  { capacity, now = Date.now }: { capacity: number; now?: () => number },
): SealMemo<T> {
  // The promise is kept, not its result: concurrent opens of one seal share one unseal.
  // Each entry lives until its own seal expires (ttl per set, on the same clock as the
  // seal's expiry); ttlResolution 0 reads that clock on every get instead of caching
  // it for a millisecond behind a timer.
  const entries = new LRUCache<string, Promise<Readonly<Partial<T>>>>({ max: capacity, perf: { now }, ttlResolution: 0 });

  async function open(seal: string): Promise<Partial<T>> {
    const key = sealWithoutVersion(seal);
    const expiresAt = sealExpiry(key);
    const ttl = expiresAt === undefined ? 0 : expiresAt + SKEW_MS - now();
    // A seal without an expiry (or a malformed one) is not kept: iron decides on it every time.
    if (ttl <= 0) {
      entries.delete(key);
      return unseal(seal);
    }
    let data = entries.get(key);
    if (!data) {
      const opening = unseal(seal).then((opened) => Object.freeze({ ...opened }));
      data = opening;
      entries.set(key, opening, { ttl });
      // A seal that does not open (tampered, other secret) is not remembered.
      opening.then(
        (opened) => {
          if (Object.keys(opened).length === 0 && entries.peek(key) === opening) entries.delete(key);
        },
        () => entries.peek(key) === opening && entries.delete(key),
      );
    }
    return { ...(await data) };
  }

  return {
    open,
    get size() {
      return entries.size;
    },
  };
}
