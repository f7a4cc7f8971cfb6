// The language a person last worked in, where the portal knows it: users keep
// no language of their own, so it is read from what they last wrote in one, a
// ticket they opened or a contract document they uploaded (the e-mail of a
// rejected document reads the same). Unknown: not in the map.
import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contractDocuments, tickets } from '../db/schema';
import { type Locale, localeOf } from '../i18n';

export async function knownLocales(db: Database, userIds: readonly number[]): Promise<Map<number, Locale>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [opened, uploaded] = await Promise.all([
    db
      .selectDistinctOn([tickets.createdById], { userId: tickets.createdById, locale: tickets.locale, at: tickets.createdAt })
      .from(tickets)
      .where(inArray(tickets.createdById, ids))
      .orderBy(tickets.createdById, desc(tickets.createdAt), desc(tickets.id)),
    db
      .selectDistinctOn([contractDocuments.uploadedById], {
        userId: contractDocuments.uploadedById,
        locale: contractDocuments.locale,
        at: contractDocuments.uploadedAt,
      })
      .from(contractDocuments)
      .where(inArray(contractDocuments.uploadedById, ids))
      .orderBy(contractDocuments.uploadedById, desc(contractDocuments.uploadedAt), desc(contractDocuments.id)),
  ]);
  const latest = new Map<number, { locale: Locale; at: Date }>();
  for (const row of [...opened, ...uploaded]) {
    if (row.userId === null) continue;
    const seen = latest.get(row.userId);
    if (!seen || row.at > seen.at) latest.set(row.userId, { locale: localeOf(row.locale), at: row.at });
  }
  return new Map([...latest].map(([id, { locale }]) => [id, locale]));
}
