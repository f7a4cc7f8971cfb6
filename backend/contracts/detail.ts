// GET …/Contracts/{id}: everything the detail page shows, in one summary
// query plus one query per part (run together). Out of scope: 404.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accessories,
  companies,
  contractItems,
  contractProducts,
  contractSigners,
  contractStatusHistory,
  contracts,
  creditDecisions,
  guaranteeServices,
  productModels,
  shippingDestinations,
  signers,
  supplierOrderUnits,
  supplierOrders,
  users,
} from '../db/schema';
import { ApiError } from '../lib/errors';
import { canSeeCommission } from '../pricing';
import type { Viewer } from './access';
import { orderStatusOf } from './order-status';
import { allowedActions } from './rules';
import type { ContractDetail } from './schemas-out';
import { contractScope } from './scope';
import { selectSummaries, toSummary } from './summary';
import { nextStatuses } from './transitions';

/** The contract's state for the action rules, inside the caller's scope; 404 otherwise. */
export async function findContract(db: Database, viewer: Viewer, id: number) {
  const [row] = await db
    .select({
      id: contracts.id,
      number: contracts.number,
      agencyId: contracts.agencyId,
      status: contracts.status,
      archived: contracts.archived,
      companyId: contracts.companyId,
      dossierCancelledAt: contracts.dossierCancelledAt,
    })
    .from(contracts)
    .where(and(eq(contracts.id, id), contractScope(viewer)));
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

export type FoundContract = Awaited<ReturnType<typeof findContract>>;

const money = (n: number) => Math.round(n * 100) / 100;

async function items(db: Database, contractId: number) {
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

async function units(db: Database, contractId: number) {
  const rows = await db
    .select({
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
    })
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

export async function contractSignerRows(db: Database, contractId: number) {
  return db
    .select(signerColumns)
    .from(contractSigners)
    .innerJoin(signers, eq(signers.id, contractSigners.signerId))
    .where(eq(contractSigners.contractId, contractId))
    .orderBy(asc(signers.id));
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
    })
    .from(contractStatusHistory)
    .leftJoin(users, eq(users.id, contractStatusHistory.changedById))
    .where(eq(contractStatusHistory.contractId, contractId))
    .orderBy(asc(contractStatusHistory.changedAt), asc(contractStatusHistory.id));
  return rows.map(({ userId, username, changedAt, ...r }) => ({
    ...r,
    changedBy: userId === null ? null : { id: userId, username: username! },
    changedAt: changedAt.toISOString(),
  }));
}

export async function orderRows(db: Database, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  const orders = await db.select().from(supplierOrders).where(inArray(supplierOrders.contractId, contractIds)).orderBy(asc(supplierOrders.id));
  const links = orders.length
    ? await db.select().from(supplierOrderUnits).where(inArray(supplierOrderUnits.orderId, orders.map((o) => o.id)))
    : [];
  return orders.map((o) => ({
    id: o.id,
    contractId: o.contractId,
    supplierName: o.supplierName,
    supplierCode: o.supplierCode,
    orderNumber: o.orderNumber,
    orderDate: o.orderDate,
    supplierPrice: o.supplierPrice,
    unitIds: links.filter((l) => l.orderId === o.id).map((l) => l.contractProductId).sort((a, b) => a - b),
    createdAt: o.createdAt.toISOString(),
  }));
}

export async function loadContractDetail(db: Database, viewer: Viewer, id: number): Promise<ContractDetail> {
  const [head] = await selectSummaries(db)
    .where(and(eq(contracts.id, id), contractScope(viewer)))
    .limit(1);
  if (!head) throw new ApiError(404, 'not_found');
  const [[extra], itemRows, unitRows, destinations, signerRows, decisions, history, orders, [company]] = await Promise.all([
    db.select().from(contracts).where(eq(contracts.id, id)),
    items(db, id),
    units(db, id),
    db
      .select({
        id: shippingDestinations.id,
        contactName: shippingDestinations.contactName,
        phone: shippingDestinations.phone,
        address: shippingDestinations.address,
        postalCode: shippingDestinations.postalCode,
        town: shippingDestinations.town,
        province: shippingDestinations.province,
        units: shippingDestinations.units,
      })
      .from(shippingDestinations)
      .where(eq(shippingDestinations.contractId, id))
      .orderBy(asc(shippingDestinations.id)),
    contractSignerRows(db, id),
    db
      .select({
        id: creditDecisions.id,
        providerCode: creditDecisions.providerCode,
        dossierId: creditDecisions.dossierId,
        outcome: creditDecisions.outcome,
        score: creditDecisions.score,
        reason: creditDecisions.reason,
        details: creditDecisions.details,
        decidedAt: creditDecisions.decidedAt,
      })
      .from(creditDecisions)
      .where(eq(creditDecisions.contractId, id))
      .orderBy(asc(creditDecisions.decidedAt), asc(creditDecisions.id)),
    historyRows(db, id),
    orderRows(db, [id]),
    head.companyId === null ? Promise.resolve([]) : db.select().from(companies).where(eq(companies.id, head.companyId)),
  ]);
  const c = extra!;
  const role = viewer.actor.role;
  const state = { status: c.status, archived: c.archived, companyId: c.companyId, dossierCancelledAt: c.dossierCancelledAt };
  const frozen = c.archived || c.dossierCancelledAt !== null;
  return {
    ...toSummary(head),
    archivedAt: c.archivedAt?.toISOString() ?? null,
    shippingMode: c.shippingMode,
    company: company ? companyAnswer(company) : null,
    productsAmount: c.productsAmount,
    accessoriesAmount: c.accessoriesAmount,
    servicesAmount: c.servicesAmount,
    shippingCost: c.shippingCost,
    financedAmount: c.financedAmount,
    ...(canSeeCommission(role) ? { commissionAmount: c.commissionAmount } : {}),
    reviewNotes: c.reviewNotes,
    dossierCancelledAt: c.dossierCancelledAt?.toISOString() ?? null,
    orderStatus: orderStatusOf(unitRows.length, unitRows.filter((u) => u.orderId !== null).length),
    items: itemRows,
    units: unitRows,
    destinations,
    signers: signerRows,
    creditDecisions: decisions.map(({ decidedAt, details, ...d }) => ({
      ...d,
      details: (details as Record<string, unknown> | null) ?? null,
      decidedAt: decidedAt.toISOString(),
    })),
    history,
    orders,
    nextStatuses: frozen ? [] : nextStatuses(c.status, role),
    actions: allowedActions(role, state),
  };
}

export function companyAnswer(row: typeof companies.$inferSelect) {
  return {
    id: row.id,
    agencyId: row.agencyId,
    name: row.name,
    vatNumber: row.vatNumber,
    fiscalCode: row.fiscalCode,
    pec: row.pec,
    iban: row.iban,
    address: row.address,
    postalCode: row.postalCode,
    municipality: row.municipality,
    province: row.province,
    phone: row.phone,
    email: row.email,
    employees: row.employees,
    businessTypeId: row.businessTypeId,
    incorporationDate: row.incorporationDate,
    companySolidity: row.companySolidity,
  };
}
