// GET /api/Agency/{agencyId}/Orders: the contracts whose goods are ordered
// from suppliers (signed onward, not archived), each with its order status
// (ToOrder / PartiallyOrdered / Ordered) from how many units an order covers.
// One SQL statement: counts per contract in a CTE, then filter and page.
import { type SQL, and, eq, inArray, not, or, ilike, sql } from 'drizzle-orm';
import type { Viewer } from '../auth/actor';
import { rowsOf } from '../contracts/ids';
import { contractScope } from '../auth/data-scope';
import { ORDERABLE_STATUSES } from '../contracts/transitions';
import type { Database } from '../db/client';
import { agencies, contractProducts, contracts, supplierOrderUnits, supplierOrders } from '../db/schema';
import type { OrderListQuery } from '../../core/schemas/orders';
import { likePattern } from '../db/list-filters';

interface Row {
  id: number;
  number: string;
  status: (typeof contracts.$inferSelect)['status'];
  agency_id: number;
  agency_name: string;
  company_name: string | null;
  units: number;
  ordered: number;
  cost: string | number;
  last_date: string | null;
  order_status: 'ToOrder' | 'PartiallyOrdered' | 'Ordered';
}

export async function listOrders(db: Database, viewer: Viewer, query: OrderListQuery) {
  const parts: (SQL | undefined)[] = [contractScope(viewer, 'orders'), inArray(contracts.status, [...ORDERABLE_STATUSES]), not(contracts.archived)];
  if (query.q) parts.push(or(ilike(contracts.number, likePattern(query.q)), ilike(contracts.companyName, likePattern(query.q))));
  const statuses = query.orderStatus?.length
    ? sql`where order_status in (${sql.join(
        query.orderStatus.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;

  const classified = sql`
    with counted as (
      select ${contracts.id} as id, ${contracts.number} as number, ${contracts.status} as status, ${contracts.createdAt} as created_at,
        ${agencies.id} as agency_id, ${agencies.name} as agency_name, ${contracts.companyName} as company_name,
        (select count(*)::int from ${contractProducts} where ${contractProducts.contractId} = ${contracts.id}) as units,
        (select count(*)::int from ${contractProducts} join ${supplierOrderUnits} on ${supplierOrderUnits.contractProductId} = ${contractProducts.id}
          where ${contractProducts.contractId} = ${contracts.id}) as ordered,
        (select coalesce(sum(${supplierOrders.supplierPrice}), 0) from ${supplierOrders} where ${supplierOrders.contractId} = ${contracts.id}) as cost,
        (select max(${supplierOrders.orderDate})::text from ${supplierOrders} where ${supplierOrders.contractId} = ${contracts.id}) as last_date
      from ${contracts}
      join ${agencies} on ${eq(agencies.id, contracts.agencyId)}
      where ${and(...parts)}
    ), classified as (
      select *, case when ordered = 0 then 'ToOrder' when ordered >= units then 'Ordered' else 'PartiallyOrdered' end as order_status from counted
    )`;
  const [page, counted] = await Promise.all([
    db.execute(sql`${classified} select * from classified ${statuses}
      order by (order_status = 'Ordered'), created_at desc, id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute(sql`${classified} select count(*)::int as total from classified ${statuses}`),
  ]);
  const rows = rowsOf<Row>(page);
  return {
    items: rows.map((r) => ({
      contractId: Number(r.id),
      number: r.number,
      status: r.status,
      agency: { id: Number(r.agency_id), name: r.agency_name },
      companyName: r.company_name,
      units: Number(r.units),
      orderedUnits: Number(r.ordered),
      orderStatus: r.order_status,
      supplierCost: Number(r.cost),
      lastOrderDate: r.last_date,
    })),
    total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0),
  };
}
