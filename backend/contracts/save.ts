// Create (POST …/Contracts) and edit (PUT …/Contracts/{id}): check the
// company, signers and cart together (one 400 lists every problem), price
// with the pricing area's rules, then write the contract and its rows in one
// transaction. With a company the new contract is created and goes to the
// credit provider; without one it is a draft awaiting approval (docs/domain.md).
// The contract keeps its own copy of the company and signers; the agency's
// record is touched only as customer-records.ts allows.
import { linkReplacement } from '../end-of-term/replacement';
import { eq } from 'drizzle-orm';
import { recordCompany, recordSigners } from './customer-records';
import { businessTypes, companies, contractItems, contractProducts, contractStatusHistory, contracts, shippingDestinations } from '../db/schema';
import { ApiError, type ErrorDetail } from '../http/errors';
import type { PricedCart } from '../../core/pricing/compute';
import { isCustomer } from '../../core/roles';
import { priceCart } from '../pricing/service';
import type { Viewer } from '../auth/actor';
import { companyColumns, companyCopy, companyCopyOfRecord } from './company-copy';
import type { ContractDeps } from './deps';
import { findContract } from './detail';
import { evaluateContract } from './evaluate';
import { IdPool, formatContractNumber, reserveContractNumbers } from './ids';
import { cartRowCounts, cartRows, pricedColumns } from './rows';
import { checkAction } from './rules';
import type { ContractBody } from '../../core/schemas/contracts';
import { wrongStatus } from './status-change';
import type { Tx } from '../db/client';
import { pathTo, unitsAfter } from '../../core/lifecycle/contract-lifecycle';
import type { ContractProductStatus } from '../../core/domain/contracts';
import { emitWebhookEvent } from '../webhooks/outbox';

type CompanyChoice = { input: ContractBody['company']; own: typeof companies.$inferSelect | null };

/**
 * A customer acts for their own company only: another VAT number is refused,
 * none means theirs. A customer whose sign-up the agency has not linked to a
 * company yet has none to act for.
 */
async function companyOf(deps: ContractDeps, viewer: Viewer, body: ContractBody): Promise<CompanyChoice> {
  if (!isCustomer(viewer.actor.role)) return { input: body.company ?? null, own: null };
  if (viewer.companyId === null) throw new ApiError(403, 'customer_not_linked');
  const [own] = await deps.db.select().from(companies).where(eq(companies.id, viewer.companyId));
  if (!own) throw new ApiError(403, 'customer_not_linked');
  if (body.company && body.company.vatNumber !== own.vatNumber) throw new ApiError(403, 'forbidden');
  return { input: body.company ?? null, own };
}

const hasCompanyIn = (choice: CompanyChoice) => choice.input !== null || choice.own !== null;

async function validateAndPrice(deps: ContractDeps, viewer: Viewer, body: ContractBody, hasCompany: boolean): Promise<PricedCart> {
  const errors: ErrorDetail[] = [];
  if (hasCompany && body.signers.length === 0) errors.push({ field: 'signers', code: 'required' });
  const typeId = body.company?.businessTypeId;
  if (typeId) {
    const [known] = await deps.db.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.id, typeId));
    if (!known) errors.push({ field: 'company.businessTypeId', code: 'unknown_business_type' });
  }
  let priced: PricedCart | null = null;
  try {
    priced = await priceCart(deps, viewer.actor, body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    errors.push(...error.details);
  }
  if (errors.length > 0 || !priced) throw new ApiError(400, errors);
  return priced;
}

/** The shipping contact and address columns (docs/domain.md); what the body leaves out is stored as null. */
function shippingColumns({ shipping }: ContractBody) {
  return {
    shippingContactName: shipping.contact?.name || null,
    shippingContactPhone: shipping.contact?.phone || null,
    shippingContactEmail: shipping.contact?.email || null,
    shippingAddress: shipping.address?.address || null,
    shippingPostalCode: shipping.address?.postalCode || null,
    shippingTown: shipping.address?.town || null,
    shippingProvince: shipping.address?.province || null,
  };
}

/** Destinations are kept only for a multi-destination shipment (the cart rules checked their units). */
const destinationsOf = (body: ContractBody) => (body.shipping.mode === 'multipleDestinations' ? body.shipping.destinations : []);

async function writeRows(tx: Tx, contractId: number, priced: PricedCart, body: ContractBody, unitStatus: ContractProductStatus) {
  const destinations = destinationsOf(body);
  const ids = await IdPool.reserve(tx, cartRowCounts(priced, destinations.length));
  const rows = cartRows(contractId, priced, destinations, unitStatus, ids);
  if (rows.destinations.length) await tx.insert(shippingDestinations).overridingSystemValue().values(rows.destinations);
  await tx.insert(contractItems).overridingSystemValue().values(rows.items);
  await tx.insert(contractProducts).overridingSystemValue().values(rows.units);
}

/** The contract's company columns: the link to the agency's record and the contract's own copy. */
async function companyPart(tx: Tx, viewer: Viewer, body: ContractBody, choice: CompanyChoice) {
  if (choice.input) {
    const { companyId } = await recordCompany(tx, viewer, choice.input, body.signers);
    return { companyId, ...companyColumns(companyCopy(choice.input), body.signers) };
  }
  if (choice.own) {
    await recordSigners(tx, choice.own.id, body.signers);
    return { companyId: choice.own.id, ...companyColumns(companyCopyOfRecord(choice.own), body.signers) };
  }
  return { companyId: null, ...companyColumns(null, []) };
}

export async function createContract(deps: ContractDeps, viewer: Viewer, body: ContractBody): Promise<number> {
  const company = await companyOf(deps, viewer, body);
  const hasCompany = hasCompanyIn(company);
  const priced = await validateAndPrice(deps, viewer, body, hasCompany);
  const status = hasCompany ? 'created' : 'draft';
  const now = deps.clock();

  const contractId = await deps.db.transaction(async (tx) => {
    const companyFields = await companyPart(tx, viewer, body, company);
    const id = (await IdPool.reserve(tx, { contracts: 1 })).take('contracts');
    const [sequence] = await reserveContractNumbers(tx, 1);
    const number = formatContractNumber(now.getUTCFullYear(), sequence!);
    await tx
      .insert(contracts)
      .overridingSystemValue()
      .values({
        id,
        number,
        agencyId: viewer.actor.agencyId,
        createdById: viewer.actor.userId,
        ...companyFields,
        status,
        ...pricedColumns(priced),
        ...shippingColumns(body),
        notes: body.notes ?? null,
        createdAt: now,
        updatedAt: now,
        lastStatusChangeAt: now,
      });
    await writeRows(tx, id, priced, body, unitsAfter(pathTo(status)));
    await tx.insert(contractStatusHistory).values({ contractId: id, fromStatus: null, toStatus: status, changedById: viewer.actor.userId, changedAt: now });
    await emitWebhookEvent(
      tx,
      viewer.actor.agencyId,
      { type: 'contract.created', data: { contractId: id, contractNumber: number, status, createdAt: now.toISOString() } },
      now,
    );
    if (body.replacesContractId) await linkReplacement(tx, viewer, body.replacesContractId, id);
    return id;
  });
  if (status === 'created') await evaluateContract(deps, contractId);
  return contractId;
}

export async function editContract(deps: ContractDeps, viewer: Viewer, contractId: number, body: ContractBody): Promise<void> {
  const found = await findContract(deps.db, viewer, contractId);
  const verdict = checkAction('edit', viewer.actor.role, found);
  if (verdict === 'forbidden') throw new ApiError(403, 'forbidden');
  if (verdict !== 'ok') throw wrongStatus();
  const company = await companyOf(deps, viewer, body);
  const priced = await validateAndPrice(deps, viewer, body, hasCompanyIn(company));

  await deps.db.transaction(async (tx) => {
    // Lock the row, then re-check: a concurrent status change or archive wins.
    const [current] = await tx
      .select({ status: contracts.status, archived: contracts.archived })
      .from(contracts)
      .where(eq(contracts.id, contractId))
      .for('update');
    if (!current || current.archived || current.status !== found.status) throw wrongStatus();
    const companyFields = await companyPart(tx, viewer, body, company);
    // Units go with their items (cascade); editable contracts have no supplier orders yet.
    await tx.delete(contractItems).where(eq(contractItems.contractId, contractId));
    await tx.delete(shippingDestinations).where(eq(shippingDestinations.contractId, contractId));
    await tx
      .update(contracts)
      .set({ ...pricedColumns(priced), ...shippingColumns(body), ...companyFields, notes: body.notes ?? null, updatedAt: deps.clock() })
      .where(eq(contracts.id, contractId));
    await writeRows(tx, contractId, priced, body, unitsAfter(pathTo(found.status)));
  });
}
