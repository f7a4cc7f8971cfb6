// Which agency a customer signs up with: /on-boarding/:agency names it by
// slug ("agenzia-milano") or id; /on-boarding without one uses the default
// agency of SIGNUP_DEFAULT_AGENCY (SmartCom, the platform, unless set).
import type { z } from 'zod';
import type { SignUpAgencySchema } from '../../core/schemas/users';
import type { Database } from '../db/client';
import { agencies } from '../db/schema';
import { parseEnv } from '../env';

export function defaultSignUpAgency(env: Record<string, string | undefined> = process.env): string {
  return parseEnv(env).SIGNUP_DEFAULT_AGENCY;
}

/** "Agenzia Milano" → "agenzia-milano": lowercase ASCII words joined by dashes. */
export function agencySlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type SignUpAgency = z.infer<typeof SignUpAgencySchema>;

/** The agency a slug, an id or (without either) the default name refers to; null when none. */
export async function findSignUpAgency(db: Database, reference: string | undefined, defaultName: string): Promise<SignUpAgency | null> {
  const rows = await db.select({ id: agencies.id, name: agencies.name }).from(agencies);
  const wanted = reference?.trim().toLowerCase();
  const found = wanted
    ? rows.find((row) => String(row.id) === wanted || agencySlug(row.name) === wanted)
    : rows.find((row) => row.name.toLowerCase() === defaultName.toLowerCase());
  return found ? { ...found, slug: agencySlug(found.name) } : null;
}
