// Views the migrations create by hand (drizzle-kit leaves `.existing()` views
// alone): typed here so queries join them like tables.
import { integer, pgView, text } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../core/domain/contracts';

/** Per contract: its product units, those a supplier order covers, and the order status that follows (migration 0017). */
export const contractOrderProgress = pgView('contract_order_progress', {
  contractId: integer('contract_id').notNull(),
  units: integer('units').notNull(),
  ordered: integer('ordered').notNull(),
  orderStatus: text('order_status').$type<OrderStatus>().notNull(),
}).existing();
