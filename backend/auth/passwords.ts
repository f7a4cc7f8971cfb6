// Password hashing: argon2id with the OWASP parameters (docs/security.md).
// The algorithm is left at its default (argon2id): the package's `Algorithm`
// is a const enum that breaks isolatedModules builds.
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, OPTIONS);
  } catch {
    return false; // a malformed stored hash is a failed login, not a 500
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead, so the first unknown-user login is not one hash slower. */
export function primeDummyHash(): void {
  dummyHash ??= hashPassword('dummy password that never matches a login');
}

/**
 * Spends the same time as a real check for an unknown user, so the answer's
 * timing does not tell which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  primeDummyHash();
  await verifyPassword(await dummyHash!, password);
  return false;
}
