// A key's secret: 32 random bytes, kept as their SHA-256 only. A fast hash is
// right for a secret this long (no dictionary to try, unlike a password);
// the comparison takes the same time whatever matches (docs/security.md, "API keys").
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
