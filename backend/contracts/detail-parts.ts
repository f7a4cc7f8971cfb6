// The parts of a contract's detail, one query each: items with their names,
// product units with the order covering them, signers, history with who
// made each change, supplier orders with their units; and a company record
// as the customers pages answer it.
import type { MissingFact } from '../../core/lifecycle/contract-facts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companyCopyOfRecord } from './company-copy';
import {
  accessories,
  companies,
  contractItems,
  contractProducts,
  contracts,
  contractStatusHistory,
  creditDecisions,
  guaranteeServices,
  productModels,
  signers,
  supplierOrderUnits,
  supplierOrders,
  users,
} from '../db/schema';

const money = (n: number) => Math.round(n * 100) / 100;

export async function itemRows(db: Database, contractId: number) {
  const rows = await db
    .select({
      id: contractItems.id,
      kind: contractItems.kind,
      parentItemId: contractItems.parentItemId,
      modelId: contractItems.modelId,
      accessoryId: contractItems.accessoryId,
      serviceId: contractItems.serviceId,
      quantity: contractItems.quantity,
      unitPrice: contractItems.unitPrice,
      modelName: productModels.name,
      modelPn: productModels.partNumber,
      accessoryName: accessories.name,
      accessoryPn: accessories.partNumber,
      tier: guaranteeServices.tier,
    })
    .from(contractItems)
    .leftJoin(productModels, eq(productModels.id, contractItems.modelId))
    .leftJoin(accessories, eq(accessories.id, contractItems.accessoryId))
    .leftJoin(guaranteeServices, eq(guaranteeServices.id, contractItems.serviceId))
    .where(eq(contractItems.contractId, contractId))
    .orderBy(asc(contractItems.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    parentItemId: r.parentItemId,
    modelId: r.modelId,
    accessoryId: r.accessoryId,
    serviceId: r.serviceId,
    name: r.modelName ?? r.accessoryName ?? r.tier ?? '',
    partNumber: r.modelPn ?? r.accessoryPn ?? null,
    tier: r.tier,
    quantity: r.quantity,
    unitPrice: r.unitPrice,
    amount: money(r.unitPrice * r.quantity),
  }));
}

/** A product unit as answered everywhere: with its model's name and the supplier order covering it (joins below). */
export const unitColumns = {
  id: contractProducts.id,
  itemId: contractProducts.itemId,
  modelId: contractProducts.modelId,
  name: productModels.name,
  status: contractProducts.status,
  partNumber: contractProducts.partNumber,
  serialNumber: contractProducts.serialNumber,
  ddtDate: contractProducts.ddtDate,
  ddtNumber: contractProducts.ddtNumber,
  destinationId: contractProducts.destinationId,
  orderId: supplierOrderUnits.orderId,
};

export async function unitRows(db: Database, contractId: number) {
  const rows = await db
    .select(unitColumns)
    .from(contractProducts)
    .innerJoin(productModels, eq(productModels.id, contractProducts.modelId))
    .leftJoin(supplierOrderUnits, eq(supplierOrderUnits.contractProductId, contractProducts.id))
    .where(eq(contractProducts.contractId, contractId))
    .orderBy(asc(contractProducts.id));
  return rows;
}

export const signerColumns = {
  id: signers.id,
  name: signers.name,
  surname: signers.surname,
  role: signers.role,
  fiscalCode: signers.fiscalCode,
  birthDate: signers.birthDate,
  country: signers.country,
  province: signers.province,
  town: signers.town,
  documentType: signers.documentType,
  documentNumber: signers.documentNumber,
};

/** The contract's own copy of its signers. */
export async function contractSigners(db: Database, contractId: number) {
  const [row] = await db.select({ signers: contracts.signers }).from(contracts).where(eq(contracts.id, contractId));
  return row?.signers ?? [];
}

export async function historyRows(db: Database, contractId: number) {
  const rows = await db
    .select({
      id: contractStatusHistory.id,
      fromStatus: contractStatusHistory.fromStatus,
      toStatus: contractStatusHistory.toStatus,
      userId: users.id,
      username: users.username,
      changedAt: contractStatusHistory.changedAt,
      note: contractStatusHistory.note,
      overrideReason: contractStatusHistory.overrideReason,
      overriddenFacts: contractStatusHistory.overriddenFacts,
      guaranteeChange: contractStatusHistory.guaranteeChange,
      providerChange: contractStatusHistory.providerChange,
      decisionProvider: creditDecisions.providerCode,
      decisionReason: creditDecisions.reason,
      endOfTerm: contractStatusHistory.endOfTerm,
    })
    .from(contractStatusHistory)
    .leftJoin(users, eq(users.id, contractStatusHistory.changedById))
    .leftJoin(creditDecisions, eq(creditDecisions.id, contractStatusHistory.creditDecisionId))
    .where(eq(contractStatusHistory.contractId, contractId))
    .orderBy(asc(contractStatusHistory.changedAt), asc(contractStatusHistory.id));
  return rows.map(
    ({ userId, username, changedAt, overrideReason, overriddenFacts, guaranteeChange, providerChange, decisionProvider, decisionReason, endOfTerm, ...r }) => ({
      ...r,
      guaranteeChange: guaranteeChange ?? null,
      providerChange: providerChange ?? null,
      endOfTerm: endOfTerm ?? null,
      creditDecision: decisionProvider === null ? null : { providerCode: decisionProvider, reason: decisionReason! },
      override: overrideReason === null ? null : { reason: overrideReason, facts: (overriddenFacts ?? []) as MissingFact[] },
      changedBy: userId === null ? null : { id: userId, username: username! },
      changedAt: changedAt.toISOString(),
    }),
  );
}

export async function orderRows(db: Database, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  const orders = await db.select().from(supplierOrders).where(inArray(supplierOrders.contractId, contractIds)).orderBy(asc(supplierOrders.id));
  const links = orders.length
    ? await db
        .select()
        .from(supplierOrderUnits)
        .where(
          inArray(
            supplierOrderUnits.orderId,
            orders.map((o) => o.id),
          ),
        )
    : [];
  return orders.map((o) => ({
    id: o.id,
    contractId: o.contractId,
    supplierName: o.supplierName,
    supplierCode: o.supplierCode,
    orderNumber: o.orderNumber,
    orderDate: o.orderDate,
    supplierPrice: o.supplierPrice,
    unitIds: links
      .filter((l) => l.orderId === o.id)
      .map((l) => l.contractProductId)
      .sort((a, b) => a - b),
    createdAt: o.createdAt.toISOString(),
  }));
}

export function companyAnswer(row: typeof companies.$inferSelect) {
  return { id: row.id, agencyId: row.agencyId, ...companyCopyOfRecord(row) };
}
