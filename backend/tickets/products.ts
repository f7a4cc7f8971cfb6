// The products tickets are opened on (docs/domain.md, "Tickets"): the units
// of a company's contracts in force, with their model, serial number,
// contract, start date and guarantee tier; and what a product's ticket forms
// are prefilled with.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TICKETABLE_CONTRACT_STATUSES } from '../../core/domain/tickets';
import type { GuaranteeTier } from '../../core/domain/catalogue';
import { extensionOffered, unitTiers } from '../../core/tickets/warranty';
import type { Viewer } from '../auth/actor';
import { ticketProductScope } from '../auth/data-scope';
import type { Database } from '../db/client';
import { companies, contractItems, contractProducts, contracts, guaranteeServices, productModels, shippingDestinations, tickets } from '../db/schema';
import { ApiError } from '../http/errors';

/** More than any customer rents; the list stays one answer. */
const MAX_PRODUCTS = 500;

const openTickets = sql<number>`(select count(*)::int from ${tickets} where ${tickets.contractProductId} = ${contractProducts.id} and ${tickets.deletedAt} is null and ${tickets.status} <> 'closed')`;

const productColumns = {
  id: contractProducts.id,
  itemId: contractProducts.itemId,
  partNumber: contractProducts.partNumber,
  serialNumber: contractProducts.serialNumber,
  destinationId: contractProducts.destinationId,
  modelId: productModels.id,
  modelName: productModels.name,
  category: productModels.category,
  contractId: contracts.id,
  contractNumber: contracts.number,
  contractStatus: contracts.status,
  durationMonths: contracts.durationMonths,
  providerId: contracts.providerId,
  contractCreatedAt: contracts.createdAt,
  /** the delivery day: the contract, and the unit's guarantee, run from it (docs/domain.md, Orders) */
  startDate: contracts.startDate,
  agencyId: contracts.agencyId,
  companyId: companies.id,
  companyName: companies.name,
  openTickets,
};

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number] & { tier: GuaranteeTier | null };

function selectProducts(db: Database, viewer: Viewer, where: { customerId?: number; productId?: number }) {
  return db
    .select(productColumns)
    .from(contractProducts)
    .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(productModels, eq(productModels.id, contractProducts.modelId))
    .where(
      and(
        ticketProductScope(viewer),
        inArray(contracts.status, [...TICKETABLE_CONTRACT_STATUSES]),
        eq(contracts.archived, false),
        isNull(contracts.dossierCancelledAt),
        where.customerId === undefined ? undefined : eq(contracts.companyId, where.customerId),
        where.productId === undefined ? undefined : eq(contractProducts.id, where.productId),
      ),
    )
    .orderBy(desc(contracts.createdAt), asc(contractProducts.id))
    .limit(MAX_PRODUCTS);
}

/** The tier of each unit of the contracts: a line's services taken in order (core/tickets/warranty.ts). */
export async function tiersOf(db: Database, contractIds: number[]): Promise<Map<number, GuaranteeTier | null>> {
  if (contractIds.length === 0) return new Map();
  const [units, services] = await Promise.all([
    db
      .select({ id: contractProducts.id, itemId: contractProducts.itemId, guaranteeTier: contractProducts.guaranteeTier })
      .from(contractProducts)
      .where(inArray(contractProducts.contractId, contractIds)),
    db
      .select({ parentItemId: contractItems.parentItemId, tier: guaranteeServices.tier, quantity: contractItems.quantity })
      .from(contractItems)
      .innerJoin(guaranteeServices, eq(guaranteeServices.id, contractItems.serviceId))
      .where(and(inArray(contractItems.contractId, contractIds), eq(contractItems.kind, 'service')))
      .orderBy(asc(contractItems.id)),
  ]);
  return unitTiers(units, services);
}

async function withTiers(db: Database, rows: Awaited<ReturnType<typeof selectProducts>>): Promise<ProductRow[]> {
  const tiers = await tiersOf(db, [...new Set(rows.map((r) => r.contractId))]);
  return rows.map((row) => ({ ...row, tier: tiers.get(row.id) ?? null }));
}

export function toProductAnswer(row: ProductRow) {
  return {
    id: row.id,
    customer: { id: row.companyId, name: row.companyName },
    model: { id: row.modelId, name: row.modelName, category: row.category },
    partNumber: row.partNumber,
    serialNumber: row.serialNumber,
    contract: {
      id: row.contractId,
      number: row.contractNumber,
      status: row.contractStatus,
      // A contract in force has its delivery day; one activated before the day was kept (docs/domain.md, Orders) falls back to its creation.
      startDate: row.startDate ?? row.contractCreatedAt.toISOString().slice(0, 10),
      durationMonths: row.durationMonths,
    },
    tier: row.tier,
    extensionOffered: extensionOffered(row.tier, row.contractStatus),
    openTickets: row.openTickets,
  };
}

/**
 * A customer's own company by default (none before the agency links their
 * account); administrators name one. Another company's answers 404.
 */
export async function listProducts(db: Database, viewer: Viewer, customerId: number | undefined) {
  const company = customerId ?? viewer.companyId;
  if (company === null) return { items: [] };
  if (viewer.actor.scopes.tickets !== 'all' && company !== viewer.companyId) throw new ApiError(404, 'not_found');
  const rows = await withTiers(db, await selectProducts(db, viewer, { customerId: company }));
  return { items: rows.map(toProductAnswer) };
}

/** One product in the caller's scope (of that company, when named), on a contract in force; 404 otherwise. */
export async function findProduct(db: Database, viewer: Viewer, productId: number, customerId?: number): Promise<ProductRow> {
  const [row] = await selectProducts(db, viewer, { customerId, productId });
  if (!row) throw new ApiError(404, 'not_found');
  const [product] = await withTiers(db, [row]);
  return product!;
}

const mobile = (phone: string | null) => (phone && /^\s*3/.test(phone) ? phone : '');
const landline = (phone: string | null) => (phone && !/^\s*3/.test(phone) ? phone : '');

/**
 * The forms start from where the product is: its destination, else its
 * contract's shipping contact and address, else the company's record. Mobile
 * numbers (starting with 3) go to "cellulare", others to "telefono".
 */
export async function prefillFor(db: Database, product: ProductRow) {
  const [row] = await db
    .select({
      company: companies,
      contactName: contracts.shippingContactName,
      contactPhone: contracts.shippingContactPhone,
      contactEmail: contracts.shippingContactEmail,
      address: contracts.shippingAddress,
      postalCode: contracts.shippingPostalCode,
      town: contracts.shippingTown,
      province: contracts.shippingProvince,
    })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .where(eq(contracts.id, product.contractId));
  const [destination] = product.destinationId ? await db.select().from(shippingDestinations).where(eq(shippingDestinations.id, product.destinationId)) : [];
  const company = row!.company;
  const phone = destination?.phone ?? row!.contactPhone ?? company.phone;
  return {
    nome: destination?.contactName ?? row!.contactName ?? company.name,
    via: destination?.address ?? row!.address ?? company.address ?? '',
    citta: destination?.town ?? row!.town ?? company.municipality ?? '',
    provincia: destination?.province ?? row!.province ?? company.province ?? '',
    cap: destination?.postalCode ?? row!.postalCode ?? company.postalCode ?? '',
    nazione: 'Italia',
    cellulare: mobile(phone),
    telefono: landline(phone) || landline(company.phone),
    email: row!.contactEmail ?? company.email ?? '',
  };
}
