// Opening the session cookie (iron: two PBKDF2 key derivations, an HMAC check
// and an AES decryption) was a third of the BFF's CPU per call. A seal is
// immutable and carries its own expiry under the HMAC, so the data of a seal
// that opened once is kept by the exact seal string and handed out as a copy.
// Only seals that opened are kept; the map is bounded (least recently used
// goes first) and an entry is dropped once its seal has expired.

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

interface Entry<T> {
  data: Promise<Readonly<Partial<T>>>;
  expiresAt: number;
}

export function memoizeUnseal<T extends object>(
  unseal: (seal: string) => Promise<Partial<T>>,
  { capacity, now = Date.now }: { capacity: number; now?: () => number },
): SealMemo<T> {
  const entries = new Map<string, Entry<T>>();

  async function open(seal: string): Promise<Partial<T>> {
    const key = sealWithoutVersion(seal);
    const expiresAt = sealExpiry(key);
    // A seal without an expiry (or a malformed one) is not kept: iron decides on it every time.
    if (expiresAt === undefined || expiresAt <= now() - SKEW_MS) {
      entries.delete(key);
      return unseal(seal);
    }
    let entry = entries.get(key);
    if (entry) {
      entries.delete(key); // re-inserted below: the most recently used goes last
    } else {
      const data = unseal(seal).then((opened) => Object.freeze({ ...opened }));
      entry = { data, expiresAt };
      // A seal that does not open (tampered, other secret) is not remembered.
      data.then(
        (opened) => {
          if (Object.keys(opened).length === 0 && entries.get(key) === entry) entries.delete(key);
        },
        () => entries.get(key) === entry && entries.delete(key),
      );
    }
    entries.set(key, entry);
    while (entries.size > capacity) entries.delete(entries.keys().next().value!);
    return { ...(await entry.data) };
  }

  return {
    open,
    get size() {
      return entries.size;
    },
  };
}
