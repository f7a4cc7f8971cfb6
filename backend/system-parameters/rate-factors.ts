// The providers' rate factors on the system parameters page: read by
// provider, duration and band; changed within their range with one audit row
// per save (entity 'rate', id 0), keyed provider.duration.band. The price
// book reads them on every quote, so the next quote uses a change.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toCents } from '../../core/pricing/money';
import type { RateFactorsUpdateSchema } from '../../core/schemas/rates';
import { type AuditActor, auditTrail, recordAudit } from '../audit/record';
import type { AuditChanges } from '../../core/schemas/audit';
import type { Database } from '../db/client';
import { creditProviders, rateFactors } from '../db/schema';
import { ApiError } from '../http/errors';

type Update = z.infer<typeof RateFactorsUpdateSchema>;

/** The history's key of a factor: provider code, months and band ceiling in cents ('top' above every band). */
export const rateKey = (f: { providerCode: string; durationMonths: number; bandMaxCents: number | null }) =>
  `${f.providerCode}.${f.durationMonths}.${f.bandMaxCents ?? 'top'}`;

async function listFactors(db: Database) {
  const rows = await db
    .select({
      id: rateFactors.id,
      providerCode: creditProviders.code,
      providerName: creditProviders.name,
      durationMonths: rateFactors.durationMonths,
      bandMax: rateFactors.bandMax,
      factor: rateFactors.factor,
    })
    .from(rateFactors)
    .innerJoin(creditProviders, eq(creditProviders.id, rateFactors.providerId))
    // bands in rising order, the open one (null) last
    .orderBy(asc(creditProviders.code), asc(rateFactors.durationMonths), sql`${rateFactors.bandMax} asc nulls last`);
  return rows.map(({ bandMax, ...row }) => ({ ...row, bandMaxCents: bandMax === null ? null : toCents(bandMax) }));
}

export async function rateFactorsAnswer(db: Database) {
  return { factors: await listFactors(db), history: await auditTrail(db, 'rate', 0) };
}

export async function saveRateFactors(db: Database, actor: AuditActor, body: Update, now: Date): Promise<void> {
  const ids = [...new Set(body.factors.map((f) => f.id))];
  const current = new Map((await listFactors(db)).filter((f) => ids.includes(f.id)).map((f) => [f.id, f]));
  if (current.size !== ids.length) throw new ApiError(404, 'not_found');
  const changes: AuditChanges = {};
  const changed = body.factors.filter((f) => current.get(f.id)!.factor !== f.factor);
  for (const f of changed) changes[rateKey(current.get(f.id)!)] = { from: current.get(f.id)!.factor, to: f.factor };
  if (changed.length === 0) return;
  await db.transaction(async (tx) => {
    for (const f of changed)
      await tx
        .update(rateFactors)
        .set({ factor: f.factor })
        .where(inArray(rateFactors.id, [f.id]));
    await recordAudit(tx, { entity: 'rate', entityId: 0, action: 'update', actor, at: now, changes });
  });
}
