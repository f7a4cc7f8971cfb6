// The guarantee tiers' fees on the system parameters page (/api/OneriAccessori):
// per tier and model category the handling fee per claim, the free claims,
// the years of accidental cover and the theft deductibles, kept in the
// service's terms (euros) and answered in cents. One audit row per save
// (entity 'service', id 0: the fee table), keyed tier.category.field. The
// catalogue reads the terms on every request, so the next quote shows them.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { GUARANTEE_TIERS, MODEL_CATEGORIES } from '../../core/domain/catalogue';
import { toCents, toEuros } from '../../core/pricing/money';
import type { AuditChanges } from '../../core/schemas/audit';
import { GuaranteeTermsSchema } from '../../core/schemas/catalogue';
import type { GuaranteeFeesUpdateSchema } from '../../core/schemas/rates';
import { type AuditActor, auditTrail, recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { guaranteeServices } from '../db/schema';
import { ApiError } from '../http/errors';

type Update = z.infer<typeof GuaranteeFeesUpdateSchema>;
type Terms = z.infer<typeof GuaranteeTermsSchema>;

const FEE_FIELDS = ['handlingFeeCents', 'freeAccidents', 'accidentalCoverYears', 'theftDeductibleCents', 'theftDeductibleAfterMonth36MaxCents'] as const;

const feesOf = (terms: Terms) => ({
  handlingFeeCents: toCents(terms.handlingFee.amount),
  handlingFeeUpTo: terms.handlingFee.upTo,
  handlingFeePlusVat: terms.handlingFee.plusVat,
  freeAccidents: terms.freeAccidents,
  accidentalCoverYears: terms.accidentalCoverYears,
  theftDeductibleCents: terms.theft.deductible === null ? null : toCents(terms.theft.deductible),
  theftDeductibleAfterMonth36MaxCents: toCents(terms.theft.deductibleAfterMonth36Max),
});

type Fees = ReturnType<typeof feesOf>;

const termsWith = (terms: Terms, fees: Fees): Terms => ({
  ...terms,
  freeAccidents: fees.freeAccidents,
  accidentalCoverYears: fees.accidentalCoverYears,
  handlingFee: { ...terms.handlingFee, amount: toEuros(fees.handlingFeeCents) },
  theft: {
    ...terms.theft,
    deductible: fees.theftDeductibleCents === null ? null : toEuros(fees.theftDeductibleCents),
    deductibleAfterMonth36Max: toEuros(fees.theftDeductibleAfterMonth36MaxCents),
  },
});

async function listServices(db: Database) {
  const rows = await db.select().from(guaranteeServices);
  return rows
    .map((row) => ({ row, terms: GuaranteeTermsSchema.parse(row.terms) }))
    .sort(
      (a, b) =>
        MODEL_CATEGORIES.indexOf(a.row.category) - MODEL_CATEGORIES.indexOf(b.row.category) ||
        GUARANTEE_TIERS.indexOf(a.row.tier) - GUARANTEE_TIERS.indexOf(b.row.tier),
    );
}

export async function guaranteeFeesAnswer(db: Database) {
  const fees = (await listServices(db)).map(({ row, terms }) => ({ id: row.id, tier: row.tier, category: row.category, ...feesOf(terms) }));
  return { fees, history: await auditTrail(db, 'service', 0) };
}

export async function saveGuaranteeFees(db: Database, actor: AuditActor, body: Update, now: Date): Promise<void> {
  const services = new Map((await listServices(db)).map((s) => [s.row.id, s]));
  if (body.fees.some((f) => !services.has(f.id))) throw new ApiError(404, 'not_found');
  const changes: AuditChanges = {};
  const updates: { id: number; terms: Terms }[] = [];
  for (const { id, ...asked } of body.fees) {
    const { row, terms } = services.get(id)!;
    const before = feesOf(terms);
    const after = { ...before, ...asked };
    const differing = FEE_FIELDS.filter((field) => before[field] !== after[field]);
    for (const field of differing) changes[`${row.tier}.${row.category}.${field}`] = { from: before[field], to: after[field] };
    if (differing.length > 0) updates.push({ id, terms: termsWith(terms, after) });
  }
  if (updates.length === 0) return;
  await db.transaction(async (tx) => {
    for (const u of updates) await tx.update(guaranteeServices).set({ terms: u.terms }).where(eq(guaranteeServices.id, u.id));
    await recordAudit(tx, { entity: 'service', entityId: 0, action: 'update', actor, at: now, changes });
  });
}
