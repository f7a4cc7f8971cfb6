// Resubmit a refused deal to another provider in one step (docs/domain.md,
// "Credit providers"): the same data, repriced from that provider's rate
// factors, the provider switched and the move refused → created recorded with
// the change (the lifecycle's providerChange), then the new provider
// evaluates it. 409 when the provider already refused the same data or its
// rules do not take the deal; 400 for a code no active provider has.
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../auth/actor';
import { contracts } from '../db/schema';
import { ApiError } from '../http/errors';
import type { ContractDeps } from './deps';
import { findContract } from './detail';
import { evaluateContract } from './evaluate';
import { providerOptions } from './provider-options';
import { checkAction } from './rules';
import { asPerson, changeStatus, wrongStatus } from './status-change';

export async function resubmitContract(deps: ContractDeps, viewer: Viewer, id: number, body: { providerCode: string; note?: string | null }) {
  const found = await findContract(deps.db, viewer, id);
  const verdict = checkAction('resubmit', viewer.actor.role, found);
  if (verdict === 'forbidden') throw new ApiError(403, 'forbidden');
  if (verdict !== 'ok') throw wrongStatus();

  const now = deps.clock();
  const { deal, options } = await providerOptions(deps.db, id, now);
  const target = options.find((o) => o.code === body.providerCode.trim().toUpperCase());
  if (!target) throw new ApiError(400, [{ field: 'providerCode', code: 'unknown_provider' }]);
  if (target.blocks.includes('refused_same_data')) throw new ApiError(409, [{ field: 'providerCode', code: 'resubmit_same_data' }]);
  if (target.blocks.length > 0 || !target.priced) throw new ApiError(409, [{ field: 'providerCode', code: 'provider_not_eligible' }]);

  await deps.db.transaction(async (tx) => {
    const switched = await tx
      .update(contracts)
      .set({ providerId: target.id, ...target.priced!, updatedAt: now })
      .where(and(eq(contracts.id, id), eq(contracts.status, 'refused'), eq(contracts.providerId, deal.providerId)))
      .returning({ id: contracts.id });
    if (switched.length === 0) throw wrongStatus();
    const providerChange = {
      fromCode: deal.providerCode,
      toCode: target.code,
      monthlyBefore: deal.monthlyPayment,
      monthlyAfter: target.priced!.monthlyPayment,
    };
    await changeStatus(tx, id, 'refused', 'created', asPerson(viewer.actor.userId, { role: viewer.actor.role }), body.note || null, now, { providerChange });
  });
  await evaluateContract(deps, id);
}
