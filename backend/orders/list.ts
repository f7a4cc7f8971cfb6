// GET /api/Agency/{agencyId}/Orders: the contracts whose goods are ordered
// from suppliers (signed onward, not archived), each with its order status
// (ToOrder / PartiallyOrdered / Ordered) from how many units an order covers,
// filtered, sorted and paged in SQL: the contracts in a CTE, then filter,
// order and page. The order status is the database's view (backend/db/
// schema-views.ts), the one definition the contract detail reads too.
// Economics (value, margin) only for roles that see them.
import { type SQL, and, eq, gte, ilike, inArray, lt, not, or, sql } from 'drizzle-orm';
import type { Viewer } from '../auth/actor';
import { rowsOf } from '../db/rows';
import { contractScope } from '../auth/data-scope';
import { marginOf } from '../contracts/economics';
import { ORDER_STATUSES } from '../../core/domain/contracts';
import { ORDERABLE_STATUSES } from '../../core/lifecycle/status-groups';
import type { Database } from '../db/client';
import { agencies, contractOrderProgress, contracts, supplierOrders } from '../db/schema';
import { canSeeCommission } from '../pricing/visibility';
import type { z } from 'zod';
import type { OrderListQuery, OrderRowSchema } from '../../core/schemas/orders';
import type { OrderSort } from '../../core/domain/orders';
import { dayAfter, likePattern } from '../db/list-filters';

/** The filters alone: which contracts, not in which order nor which page. */
export type OrderFilters = Partial<Pick<OrderListQuery, 'q' | 'agencyId' | 'supplier' | 'createdFrom' | 'createdTo'>>;

export interface OrderRowData {
  id: number;
  number: string;
  status: (typeof contracts.$inferSelect)['status'];
  agency_id: number;
  agency_name: string;
  company_name: string | null;
  created_at: string | Date;
  units: number;
  ordered: number;
  cost: string | number;
  financed: string | number;
  commission: string | number;
  last_date: string | null;
  order_status: 'ToOrder' | 'PartiallyOrdered' | 'Ordered';
}

/** The rows of the list, before paging: the contracts in scope with their counts and order status. */
export function classifiedOrders(viewer: Viewer, query: OrderFilters, only?: number) {
  const parts: (SQL | undefined)[] = [contractScope(viewer, 'orders')];
  if (only === undefined) parts.push(inArray(contracts.status, [...ORDERABLE_STATUSES]), not(contracts.archived));
  else parts.push(eq(contracts.id, only));
  if (query.q) parts.push(or(ilike(contracts.number, likePattern(query.q)), ilike(contracts.companyName, likePattern(query.q))));
  if (query.agencyId) parts.push(eq(contracts.agencyId, query.agencyId));
  if (query.createdFrom) parts.push(gte(contracts.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)));
  if (query.createdTo) parts.push(lt(contracts.createdAt, dayAfter(query.createdTo)));
  if (query.supplier) {
    const pattern = likePattern(query.supplier);
    parts.push(
      sql`exists (select 1 from ${supplierOrders} where ${supplierOrders.contractId} = ${contracts.id}
        and (${ilike(supplierOrders.supplierName, pattern)} or ${ilike(supplierOrders.supplierCode, pattern)}))`,
    );
  }
  return sql`
    with classified as (
      select ${contracts.id} as id, ${contracts.number} as number, ${contracts.status} as status, ${contracts.createdAt} as created_at,
        ${agencies.id} as agency_id, ${agencies.name} as agency_name, ${contracts.companyName} as company_name,
        ${contracts.financedAmount} as financed, ${contracts.commissionAmount} as commission,
        ${contractOrderProgress.units} as units, ${contractOrderProgress.ordered} as ordered, ${contractOrderProgress.orderStatus} as order_status,
        (select coalesce(sum(${supplierOrders.supplierPrice}), 0) from ${supplierOrders} where ${supplierOrders.contractId} = ${contracts.id}) as cost,
        (select max(${supplierOrders.orderDate})::text from ${supplierOrders} where ${supplierOrders.contractId} = ${contracts.id}) as last_date
      from ${contracts}
      join ${agencies} on ${eq(agencies.id, contracts.agencyId)}
      join ${contractOrderProgress} on ${eq(contractOrderProgress.contractId, contracts.id)}
      where ${and(...parts)}
    )`;
}

/** ToOrder, PartiallyOrdered, Ordered (their order in core/domain/contracts.ts): what is still to do comes first when ascending. */
const ORDER_RANK = sql`array_position(array[${sql.join(
  ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], order_status)`;

function orderBy(sort: OrderSort, direction: 'asc' | 'desc'): SQL {
  const dir = sql.raw(direction);
  const column: Record<OrderSort, SQL> = {
    orderStatus: ORDER_RANK,
    number: sql.raw('number'),
    company: sql.raw('company_name'),
    agency: sql.raw('agency_name'),
    createdAt: sql.raw('created_at'),
    lastOrderDate: sql.raw('last_date'),
    units: sql.raw('units'),
  };
  // Ties keep a stable order: newest first, then by id.
  return sql`${column[sort]} ${dir} nulls last, created_at desc, id desc`;
}

export function toOrderRow(r: OrderRowData, viewer: Viewer): z.infer<typeof OrderRowSchema> {
  const base = {
    contractId: Number(r.id),
    number: r.number,
    status: r.status,
    agency: { id: Number(r.agency_id), name: r.agency_name },
    companyName: r.company_name,
    createdAt: new Date(r.created_at).toISOString(),
    units: Number(r.units),
    orderedUnits: Number(r.ordered),
    orderStatus: r.order_status,
    supplierCost: Number(r.cost),
    lastOrderDate: r.last_date,
  };
  if (!canSeeCommission(viewer.actor.role)) return base;
  return { ...base, contractValue: Number(r.financed), margin: marginOf(Number(r.financed), Number(r.cost), Number(r.commission)) };
}

export async function listOrders(db: Database, viewer: Viewer, query: OrderListQuery) {
  const classified = classifiedOrders(viewer, query);
  const statuses = query.orderStatus?.length
    ? sql`where order_status in (${sql.join(
        query.orderStatus.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  const [page, counted] = await Promise.all([
    db.execute(sql`${classified} select * from classified ${statuses}
      order by ${orderBy(query.sort, query.direction)}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`${classified} select count(*)::int as total from classified ${statuses}`),
  ]);
  return {
    items: rowsOf<OrderRowData>(page).map((r) => toOrderRow(r, viewer)),
    total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0),
  };
}
