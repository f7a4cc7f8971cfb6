// GET …/Contracts/{id}/economics: how the monthly payment comes about and,
// for agency staff and administrators, what the contract earns (commission,
// supplier cost, margin). Customers see the payment figures only.
import { eq, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contracts, supplierOrders } from '../db/schema';
import { canSeeCommission } from '../pricing/visibility';
import type { Viewer } from '../auth/actor';
import { findContract } from './detail';

const cents = (n: number) => Math.round(n * 100);
const euros = (c: number) => c / 100;

/** What a contract earns: financed amount − supplier cost − commission, in whole cents. */
export const marginOf = (financedAmount: number, supplierCost: number, commissionAmount: number) =>
  euros(cents(financedAmount) - cents(supplierCost) - cents(commissionAmount));

export async function contractEconomics(db: Database, viewer: Viewer, id: number) {
  await findContract(db, viewer, id);
  const [[c], [orders]] = await Promise.all([
    db.select().from(contracts).where(eq(contracts.id, id)),
    db
      .select({ total: sum(supplierOrders.supplierPrice) })
      .from(supplierOrders)
      .where(eq(supplierOrders.contractId, id)),
  ]);
  const row = c!;
  const answer = {
    contractId: row.id,
    number: row.number,
    durationMonths: row.durationMonths,
    productsAmount: row.productsAmount,
    accessoriesAmount: row.accessoriesAmount,
    servicesAmount: row.servicesAmount,
    shippingCost: row.shippingCost,
    financedAmount: row.financedAmount,
    monthlyPayment: row.monthlyPayment,
    totalValue: row.totalValue,
  };
  // The rate coefficient is the agency's working, like the commission: customers see what they pay.
  if (!canSeeCommission(viewer.actor.role)) return answer;
  const rateFactor = row.financedAmount > 0 ? Math.round((row.monthlyPayment / row.financedAmount) * 1_000_000) / 1_000_000 : 0;
  const supplierCost = Number(orders?.total ?? 0);
  const percent = row.financedAmount > 0 ? Math.round((row.commissionAmount / row.financedAmount) * 10_000) / 100 : 0;
  return {
    ...answer,
    rateFactor,
    commission: { percent, amount: row.commissionAmount },
    supplierCost,
    margin: marginOf(row.financedAmount, supplierCost, row.commissionAmount),
  };
}
