// A priced cart as the rows of one contract: an item per product line with
// its accessories and services beneath it, one product unit per piece (what
// gets a serial and a DDT), and the shipping destinations the units go to.
// Pure: ids come from an IdPool, so the create endpoint and the seeds share it.
import type { ContractProductStatus } from '../../core/domain/contracts';
import type { contractItems, contractProducts, shippingDestinations } from '../db/schema';
import type { PricedCart } from '../../core/pricing/compute';
import type { IdPool } from './ids';

export type ItemRow = typeof contractItems.$inferInsert & { id: number };
export type UnitRow = typeof contractProducts.$inferInsert & { id: number };
export type DestinationRow = typeof shippingDestinations.$inferInsert & { id: number };

export interface DestinationInput {
  units: number;
  contactName: string;
  phone?: string | null;
  address: string;
  postalCode: string;
  town: string;
  province: string;
}

export interface CartRows {
  items: ItemRow[];
  units: UnitRow[];
  destinations: DestinationRow[];
}

/** How many ids of each kind cartRows takes. */
export function cartRowCounts(priced: PricedCart, destinations: number) {
  const items = priced.lines.reduce((sum, line) => sum + 1 + line.accessories.length + line.services.length, 0);
  return { contract_items: items, contract_products: priced.productUnits, shipping_destinations: destinations };
}

export function cartRows(
  contractId: number,
  priced: PricedCart,
  destinations: readonly DestinationInput[],
  unitStatus: ContractProductStatus,
  ids: IdPool,
): CartRows {
  const destinationRows: DestinationRow[] = destinations.map((d) => ({
    id: ids.take('shipping_destinations'),
    contractId,
    contactName: d.contactName,
    phone: d.phone ?? null,
    address: d.address,
    postalCode: d.postalCode,
    town: d.town,
    province: d.province,
    units: d.units,
  }));
  // Units fill the destinations in order: the first d.units pieces go to the first one, and so on.
  const slots = destinationRows.flatMap((d) => Array.from({ length: d.units }, () => d.id));

  const items: ItemRow[] = [];
  const units: UnitRow[] = [];
  for (const line of priced.lines) {
    const itemId = ids.take('contract_items');
    items.push({ id: itemId, contractId, kind: 'product', modelId: line.modelId, quantity: line.quantity, unitPrice: line.unitPrice });
    for (const a of line.accessories) {
      items.push({
        id: ids.take('contract_items'),
        contractId,
        kind: 'accessory',
        accessoryId: a.id,
        parentItemId: itemId,
        quantity: a.quantity,
        unitPrice: a.unitPrice,
      });
    }
    for (const s of line.services) {
      items.push({
        id: ids.take('contract_items'),
        contractId,
        kind: 'service',
        serviceId: s.serviceId,
        parentItemId: itemId,
        quantity: s.quantity,
        unitPrice: s.unitPrice,
      });
    }
    for (let i = 0; i < line.quantity; i += 1) {
      units.push({
        id: ids.take('contract_products'),
        contractId,
        itemId,
        modelId: line.modelId,
        status: unitStatus,
        partNumber: line.partNumber,
        destinationId: slots[units.length] ?? null,
      });
    }
  }
  return { items, units, destinations: destinationRows };
}

/** The contract's stored figures of a priced cart. */
export function pricedColumns(priced: PricedCart) {
  return {
    providerId: priced.provider.id,
    contractType: priced.contractType,
    durationMonths: priced.durationMonths,
    shippingMode: priced.shippingMode,
    productsAmount: priced.productsAmount,
    accessoriesAmount: priced.accessoriesAmount,
    servicesAmount: priced.servicesAmount,
    shippingCost: priced.shippingCost,
    financedAmount: priced.financedAmount,
    monthlyPayment: priced.monthlyPayment,
    totalValue: priced.totalValue,
    commissionAmount: priced.commission.amount,
  };
}
