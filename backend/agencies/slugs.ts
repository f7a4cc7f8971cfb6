// The sign-up page's name of an agency, /on-boarding/{slug} (docs/domain.md,
// "Customer sign-up"): made from its name, unique, kept when the agency is
// renamed (the new name's slug is added and shown, the old one keeps working)
// and never passed to another agency.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agencySlugs } from '../db/schema';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/** "Agenzia Città di Torino" → "agenzia-citta-di-torino": lowercase ASCII words joined by dashes ('' when none). */
export function agencySlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Gives the agency the slug of its name (base, base-2, base-3… whichever is not another agency's) and makes it the one shown. */
export async function giveSlug(db: Executor, agencyId: number, name: string, now: Date): Promise<string> {
  const base = agencySlug(name) || `agenzia-${agencyId}`;
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [owner] = await db.select({ agencyId: agencySlugs.agencyId }).from(agencySlugs).where(eq(agencySlugs.slug, slug));
    if (owner && owner.agencyId !== agencyId) continue;
    if (owner)
      await db
        .update(agencySlugs)
        .set({ givenAt: now })
        .where(and(eq(agencySlugs.slug, slug), eq(agencySlugs.agencyId, agencyId)));
    else await db.insert(agencySlugs).values({ slug, agencyId, givenAt: now });
    return slug;
  }
}

/** Each agency's slug shown (its newest). */
export async function currentSlugs(db: Pick<Database, 'select'>, agencyIds: readonly number[]): Promise<Map<number, string>> {
  if (agencyIds.length === 0) return new Map();
  const rows = await db
    .select({ agencyId: agencySlugs.agencyId, slug: agencySlugs.slug })
    .from(agencySlugs)
    .where(inArray(agencySlugs.agencyId, [...agencyIds]))
    .orderBy(desc(agencySlugs.givenAt));
  const slugs = new Map<number, string>();
  for (const row of rows) if (!slugs.has(row.agencyId)) slugs.set(row.agencyId, row.slug);
  return slugs;
}

/** The agency a slug (shown or earlier) names. */
export async function agencyOfSlug(db: Pick<Database, 'select'>, slug: string): Promise<number | null> {
  const [row] = await db.select({ agencyId: agencySlugs.agencyId }).from(agencySlugs).where(eq(agencySlugs.slug, slug));
  return row?.agencyId ?? null;
}
