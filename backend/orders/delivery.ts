// POST /api/Agency/{agencyId}/Orders/{contractId}/delivery: the goods of a
// contract in activation were delivered; it becomes active from that day (its
// start date), not before its last DDT and not in the future.
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../auth/actor';
import { contractScope } from '../auth/data-scope';
import { isoDay, wrongStatus } from '../contracts/status-change';
import { contractProducts, contracts } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppDeps } from '../deps';
import type { DeliveryBodySchema } from '../../core/schemas/orders';
import { transitionOf } from '../../core/lifecycle/contract-lifecycle';
import { activate, lastDdtDate } from './activation';

const DELIVERY = transitionOf('inActivation', 'active')!;

export async function confirmDelivery(deps: AppDeps, viewer: Viewer, contractId: number, body: z.infer<typeof DeliveryBodySchema>) {
  const [contract] = await deps.db
    .select({ id: contracts.id, status: contracts.status, archived: contracts.archived })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), contractScope(viewer, 'orders')));
  if (!contract) throw new ApiError(404, 'not_found');
  if (contract.status === 'error') throw new ApiError(409, 'contract_in_error');
  const units = await deps.db.select({ ddtDate: contractProducts.ddtDate }).from(contractProducts).where(eq(contractProducts.contractId, contractId));
  // Serials and DDTs: the lifecycle checks them with the move and names what is missing.
  if (contract.status !== DELIVERY.from || contract.archived) throw wrongStatus();
  const now = deps.clock();
  if (body.startDate > isoDay(now)) throw new ApiError(400, [{ field: 'startDate', code: 'date_in_future' }]);
  const ddt = lastDdtDate(units);
  if (ddt && body.startDate < ddt) throw new ApiError(400, [{ field: 'startDate', code: 'start_before_ddt', params: { date: ddt } }]);
  await deps.db.transaction((tx) => activate(tx, viewer, contractId, contract.status, body.startDate, now));
}
