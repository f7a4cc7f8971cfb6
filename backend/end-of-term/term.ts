// GET …/Contracts/{contractId}/EndOfTerm: one running contract's term, the
// choice recorded, and the extensions the provider's rate factors offer for
// the residual value (core/end-of-term/extension.ts), for the contract page
// and the choices' dialogs. Customers read it too (their own company's).
import { and, eq, sql } from 'drizzle-orm';
import { holds } from '../../core/capabilities';
import { extensionPrice, residualValueCents } from '../../core/end-of-term/extension';
import type { ContractEndOfTerm } from '../../core/schemas/end-of-term';
import type { RateBand } from '../../core/pricing/rules';
import { toEuros } from '../../core/pricing/money';
import type { Viewer } from '../auth/actor';
import { findContract } from '../contracts/detail';
import { loadSystemParameters } from '../credit/parameters';
import type { Database, Tx } from '../db/client';
import { financingDurations, rateFactors } from '../db/schema';
import { rowsOf } from '../db/rows';
import { ApiError } from '../http/errors';
import { type TermRowData, termsCte, toTermRow } from './terms';

/** The running contract's term row inside the viewer's scope: 404 outside it, 409 when it is not running. */
export async function termRow(db: Database | Tx, viewer: Viewer, contractId: number): Promise<TermRowData> {
  await findContract(db as Database, viewer, contractId);
  const [row] = rowsOf<TermRowData>(await db.execute(sql`${termsCte({ viewer }, {}, contractId)} select * from terms`));
  if (!row) throw new ApiError(409, 'end_of_term_not_running');
  return row;
}

/** Each offered duration of the contract's provider with its monthly payment for the residual value. */
export async function extensionOptions(db: Database | Tx, row: Pick<TermRowData, 'provider_id' | 'financed'>, residualPercent: number) {
  const factors = await db
    .select({ months: rateFactors.durationMonths, bandMax: rateFactors.bandMax, factor: rateFactors.factor })
    .from(rateFactors)
    .innerJoin(financingDurations, eq(financingDurations.months, rateFactors.durationMonths))
    .where(and(eq(rateFactors.providerId, Number(row.provider_id)), eq(financingDurations.active, true)));
  const bands = new Map<number, RateBand[]>();
  for (const f of factors)
    bands.set(f.months, [...(bands.get(f.months) ?? []), { bandMax: f.bandMax === null ? null : Number(f.bandMax), factor: Number(f.factor) }]);
  return [...bands.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([months, list]) => {
      const price = extensionPrice(Number(row.financed), residualPercent, list);
      return price ? [{ durationMonths: months, monthlyPayment: toEuros(price.monthlyCents), residualCents: price.residualCents }] : [];
    });
}

export async function contractTerm(db: Database, viewer: Viewer, contractId: number, today: string): Promise<ContractEndOfTerm> {
  const row = await termRow(db, viewer, contractId);
  const { endOfTermResidualPercent } = await loadSystemParameters(db);
  const decides = holds({ role: viewer.actor.role }, 'contracts.endOfTerm.decide');
  const options = decides ? await extensionOptions(db, row, endOfTermResidualPercent) : [];
  return {
    ...toTermRow(row, today),
    residualValue: toEuros(residualValueCents(Number(row.financed), endOfTermResidualPercent)),
    extensionOptions: options.map(({ durationMonths, monthlyPayment }) => ({ durationMonths, monthlyPayment })),
    canChoose: decides && row.outcome === null,
  };
}
