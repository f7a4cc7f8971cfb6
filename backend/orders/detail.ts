// GET /api/Agency/{agencyId}/Orders/{contractId}: one contract as the orders
// page works on it: its lines (model, part number, quantity), every unit with
// the supplier order covering it, the orders, and what may be done now. A
// contract in error shows no details (docs/domain.md, Orders).
import { eq, sql } from 'drizzle-orm';
import type { Viewer } from '../auth/actor';
import { orderRows, unitRows } from '../contracts/detail-parts';
import { rowsOf } from '../db/rows';
import { ORDERABLE_STATUSES } from '../../core/lifecycle/status-groups';
import type { Database } from '../db/client';
import { contracts } from '../db/schema';
import { ApiError } from '../http/errors';
import { type OrderRowData, classifiedOrders, toOrderRow } from './list';
import { deliveryDayMissing } from './delivery';
import { lifecycleFacts } from '../contracts/lifecycle-facts';
import { missingFacts } from '../../core/lifecycle/contract-facts';
import { transitionOf } from '../../core/lifecycle/contract-lifecycle';

const DELIVERY = transitionOf('inActivation', 'active')!;
/** What the move to active needs before the confirmation, which itself gives the delivery day. */
const BEFORE_CONFIRMATION = DELIVERY.requires.filter((precondition) => precondition !== 'deliveryConfirmed');

export async function orderDetail(db: Database, viewer: Viewer, contractId: number) {
  const [row] = rowsOf<OrderRowData>(await db.execute(sql`${classifiedOrders(viewer, {}, contractId)} select * from classified`));
  if (!row) throw new ApiError(404, 'not_found');
  if (row.status === 'error') throw new ApiError(409, 'contract_in_error');
  const [[contract], units, orders, facts] = await Promise.all([
    db.select({ startDate: contracts.startDate, archived: contracts.archived }).from(contracts).where(eq(contracts.id, contractId)),
    unitRows(db, contractId),
    orderRows(db, [contractId]),
    lifecycleFacts(db, contractId),
  ]);
  const lines = new Map<number, { modelId: number; name: string; partNumber: string; quantity: number }>();
  for (const unit of units) {
    const line = lines.get(unit.itemId) ?? { modelId: unit.modelId, name: unit.name, partNumber: unit.partNumber, quantity: 0 };
    line.quantity += 1;
    lines.set(unit.itemId, line);
  }
  const canOrder = ORDERABLE_STATUSES.includes(row.status) && !contract!.archived;
  return {
    ...toOrderRow(row, viewer),
    startDate: contract!.startDate,
    lines: [...lines.values()],
    units,
    orders,
    canOrder,
    // The lifecycle's move to active (every fact but the confirmation itself), or a running contract's missing day.
    canConfirmDelivery:
      canOrder &&
      (row.status === DELIVERY.from || deliveryDayMissing({ status: row.status, startDate: contract!.startDate })) &&
      missingFacts(BEFORE_CONFIRMATION, facts).length === 0,
  };
}
