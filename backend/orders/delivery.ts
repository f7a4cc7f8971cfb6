// POST /api/Agency/{agencyId}/Orders/{contractId}/delivery: the goods of a
// contract in activation were delivered; it becomes active from that day (its
// start date), not before its last DDT and not in the future. A running
// contract that got there without its delivery day (docs/domain.md,
// "Lifecycle": data past its facts) gets the day recorded, once its units have
// their serials and DDTs; its status stays.
import type { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import type { Viewer } from '../auth/actor';
import { contractScope } from '../auth/data-scope';
import { factsMissing, isoDay, wrongStatus } from '../contracts/status-change';
import { lifecycleFacts } from '../contracts/lifecycle-facts';
import { recordAudit } from '../audit/record';
import { contractProducts, contracts, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppDeps } from '../deps';
import type { DeliveryBodySchema } from '../../core/schemas/orders';
import type { ContractStatus } from '../../core/domain/contracts';
import { missingFacts } from '../../core/lifecycle/contract-facts';
import { transitionOf } from '../../core/lifecycle/contract-lifecycle';
import { RUNNING_STATUSES } from '../../core/lifecycle/status-groups';
import { activate, lastDdtDate } from './activation';

const DELIVERY = transitionOf('inActivation', 'active')!;
/** Running: activated and not yet ended. */

export async function confirmDelivery(deps: AppDeps, viewer: Viewer, contractId: number, body: z.infer<typeof DeliveryBodySchema>) {
  const [contract] = await deps.db
    .select({ id: contracts.id, status: contracts.status, archived: contracts.archived, startDate: contracts.startDate })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), contractScope(viewer, 'orders')));
  if (!contract) throw new ApiError(404, 'not_found');
  if (contract.status === 'error') throw new ApiError(409, 'contract_in_error');
  const units = await deps.db.select({ ddtDate: contractProducts.ddtDate }).from(contractProducts).where(eq(contractProducts.contractId, contractId));
  // Serials and DDTs: the lifecycle checks them with the move and names what is missing.
  const completing = deliveryDayMissing(contract);
  if ((contract.status !== DELIVERY.from && !completing) || contract.archived) throw wrongStatus();
  const now = deps.clock();
  if (body.startDate > isoDay(now)) throw new ApiError(400, [{ field: 'startDate', code: 'date_in_future' }]);
  const ddt = lastDdtDate(units);
  if (ddt && body.startDate < ddt) throw new ApiError(400, [{ field: 'startDate', code: 'start_before_ddt', params: { date: ddt } }]);
  await deps.db.transaction(async (tx) => {
    if (!completing) return activate(tx, viewer, contractId, contract.status, body.startDate, now);
    const missing = missingFacts(['unitsShipped'], await lifecycleFacts(tx, contractId));
    if (missing.length > 0) throw factsMissing(missing);
    const set = await tx
      .update(contracts)
      .set({ startDate: body.startDate, updatedAt: now })
      .where(and(eq(contracts.id, contractId), isNull(contracts.startDate)))
      .returning({ id: contracts.id });
    if (set.length === 0) throw wrongStatus();
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, viewer.actor.userId));
    await recordAudit(tx, {
      entity: 'contract',
      entityId: contractId,
      action: 'update',
      actor: { id: viewer.actor.userId, username: user?.username ?? '' },
      at: now,
      changes: { startDate: { from: null, to: body.startDate } },
    });
  });
}

/** Running (active or closing) with no delivery day on record: the day may still be given. */
export function deliveryDayMissing(contract: { status: ContractStatus; startDate: string | null }): boolean {
  return RUNNING_STATUSES.includes(contract.status) && contract.startDate === null;
}
