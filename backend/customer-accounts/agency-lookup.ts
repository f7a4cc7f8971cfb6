// Which agency a customer signs up with: /on-boarding/:agency names it by its
// slug ("agenzia-torino", backend/agencies/slugs.ts), an earlier slug from
// before a rename, its id, or its name as typed ("Agenzia Torino");
// /on-boarding without one uses the default agency of SIGNUP_DEFAULT_AGENCY
// (SmartCom, the platform, unless set).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignUpAgencySchema } from '../../core/schemas/users';
import type { Database } from '../db/client';
import { agencies } from '../db/schema';
import { parseEnv } from '../env';
import { agencyOfSlug, agencySlug, currentSlugs } from '../agencies/slugs';

export function defaultSignUpAgency(env: Record<string, string | undefined> = process.env): string {
  return parseEnv(env).SIGNUP_DEFAULT_AGENCY;
}

export type SignUpAgency = z.infer<typeof SignUpAgencySchema>;

async function idOfReference(db: Database, reference: string): Promise<number | null> {
  const wanted = reference.trim().toLowerCase();
  const bySlug = (await agencyOfSlug(db, wanted)) ?? (await agencyOfSlug(db, agencySlug(wanted)));
  if (bySlug !== null) return bySlug;
  if (/^[1-9][0-9]{0,8}$/.test(wanted)) return Number(wanted);
  // A name whose slug went to an agency of a similar name first ("Agenzia-Torino" and "Agenzia Torino").
  const rows = await db.select({ id: agencies.id, name: agencies.name }).from(agencies);
  return rows.find((row) => row.name.toLowerCase() === wanted)?.id ?? null;
}

/** The agency a slug, an id or (without either) the default name refers to; null when none. */
export async function findSignUpAgency(db: Database, reference: string | undefined, defaultName: string): Promise<SignUpAgency | null> {
  const named = reference?.trim();
  const id = named ? await idOfReference(db, named) : null;
  if (named && id === null) return null;
  const [found] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(id !== null ? eq(agencies.id, id) : eq(agencies.name, defaultName));
  if (!found) return null;
  const slug = (await currentSlugs(db, [found.id])).get(found.id) ?? String(found.id);
  return { ...found, slug };
}
