// The endpoints' signing secrets (docs/security.md, "Webhooks"). The portal
// must sign with a secret, so it keeps it, not a hash: encrypted with
// AES-256-GCM under a key derived from WEBHOOKS_SECRETS_KEY (or the one
// generated into DATA_DIR), so a copy of the database alone signs nothing.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** A new secret in the Standard Webhooks form: whsec_ and 32 random bytes in base64. */
export function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

const keyOf = (secretsKey: string) => Buffer.from(hkdfSync('sha256', secretsKey, 'agency-portal', 'webhook-secrets', 32));

export function sealSecret(secret: string, secretsKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** Throws when the value was sealed under another key (WEBHOOKS_SECRETS_KEY changed): the delivery fails visibly. */
export function openSecret(value: string, secretsKey: string): string {
  const [version, iv, tag, sealed] = value.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('unreadable webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretsKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
