// Supplier orders for a contract's product units, and the orders list of
// /api/Agency/contracts-orders. A unit belongs to one order at most (unique
// index): two agents ordering it at once get one 201 and one 409.
import { type SQL, and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../auth/actor';
import { orderRows } from '../contracts/detail-parts';
import { contractScope } from '../auth/data-scope';
import { ORDERABLE_STATUSES } from '../../core/lifecycle/status-groups';
import { wrongStatus } from '../contracts/status-change';
import { contractProducts, contracts, supplierOrderUnits, supplierOrders } from '../db/schema';
import type { AppDeps } from '../deps';
import type { Database } from '../db/client';
import { ApiError, type ErrorDetail } from '../http/errors';
import type { z } from 'zod';
import type { ContractOrdersQuerySchema, OrderBodySchema } from '../../core/schemas/orders';

/** PostgreSQL's unique_violation, wrapped or not by the driver layer. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export async function createOrder(deps: AppDeps, viewer: Viewer, body: z.infer<typeof OrderBodySchema>) {
  const [contract] = await deps.db
    .select({ id: contracts.id, status: contracts.status, archived: contracts.archived })
    .from(contracts)
    .where(and(eq(contracts.id, body.contractId), contractScope(viewer, 'orders')));
  if (!contract) throw new ApiError(404, 'not_found');
  if (!ORDERABLE_STATUSES.includes(contract.status) || contract.archived) throw wrongStatus();

  const unitIds = [...new Set(body.unitIds)];
  const units = await deps.db
    .select({ id: contractProducts.id, orderId: supplierOrderUnits.orderId })
    .from(contractProducts)
    .leftJoin(supplierOrderUnits, eq(supplierOrderUnits.contractProductId, contractProducts.id))
    .where(and(eq(contractProducts.contractId, contract.id), inArray(contractProducts.id, unitIds)));
  const unknown: ErrorDetail[] = body.unitIds.flatMap((id, i) =>
    units.some((u) => u.id === id) ? [] : [{ field: `unitIds.${i}`, code: 'unknown_unit' as const }],
  );
  if (unknown.length) throw new ApiError(400, unknown);
  if (units.some((u) => u.orderId !== null)) throw new ApiError(409, 'unit_already_ordered');

  try {
    const orderId = await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(supplierOrders)
        .values({
          contractId: contract.id,
          supplierName: body.supplierName,
          supplierCode: body.supplierCode,
          orderNumber: body.orderNumber,
          orderDate: body.orderDate,
          supplierPrice: body.supplierPrice,
          createdById: viewer.actor.userId,
          createdAt: deps.clock(),
        })
        .returning({ id: supplierOrders.id });
      await tx.insert(supplierOrderUnits).values(unitIds.map((contractProductId) => ({ orderId: order!.id, contractProductId })));
      return order!.id;
    });
    const [answer] = (await orderRows(deps.db, [contract.id])).filter((o) => o.id === orderId);
    return answer!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'unit_already_ordered');
    throw error;
  }
}

export async function contractOrders(db: Database, viewer: Viewer, query: z.infer<typeof ContractOrdersQuerySchema>) {
  const parts: (SQL | undefined)[] = [contractScope(viewer, 'orders')];
  if (query.contractId) parts.push(eq(contracts.id, query.contractId));
  const where = and(...parts);
  const [orders, [total]] = await Promise.all([
    db
      .select({ id: supplierOrders.id, contractId: supplierOrders.contractId, number: contracts.number })
      .from(supplierOrders)
      .innerJoin(contracts, eq(contracts.id, supplierOrders.contractId))
      .where(where)
      .orderBy(desc(supplierOrders.orderDate), asc(supplierOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(supplierOrders).innerJoin(contracts, eq(contracts.id, supplierOrders.contractId)).where(where),
  ]);
  const full = await orderRows(db, [...new Set(orders.map((o) => o.contractId))]);
  return {
    items: orders.map((o) => ({ ...full.find((f) => f.id === o.id)!, contractNumber: o.number })),
    total: total?.n ?? 0,
  };
}
