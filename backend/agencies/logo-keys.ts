// Where an agency's logo lives in the file storage, and the address that serves
// it: a new key per upload, so the address changes with the picture and
// browsers may keep each one for long.
import { randomBytes } from 'node:crypto';

export const newLogoKey = (agencyId: number) => `logos/agency-${agencyId}-${randomBytes(6).toString('hex')}.png`;

export function logoUrlOf(agencyId: number, key: string | null): string | null {
  if (!key) return null;
  const version = /-([0-9a-f]+)\.png$/.exec(key)?.[1] ?? '0';
  return `/api/Agency/${agencyId}/Logo?v=${version}`;
}
