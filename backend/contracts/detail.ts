// GET …/Contracts/{id}: everything the detail page shows, in one summary
// query plus one query per part (run together). Out of scope: 404.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerScope } from '../auth/data-scope';
import { companies, contractOrderProgress, contracts, creditDecisions, shippingDestinations } from '../db/schema';
import { ApiError } from '../http/errors';
import { holds } from '../../core/capabilities';
import { canSeeCommission } from '../pricing/visibility';
import type { Viewer } from '../auth/actor';
import { customerView } from './customer-view';
import { historyRows, itemRows, orderRows, unitRows } from './detail-parts';
import { historyFor } from './history-view';
import { optionsAnswer, providerOptions } from './provider-options';
import { allowedActions } from './rules';
import type { ContractDetail } from '../../core/schemas/contracts-answers';
import { contractScope } from '../auth/data-scope';
import { selectSummaries, toSummary } from './summary';
import { type NextMove, nextMoves } from '../../core/lifecycle/decide-move';
import { lifecycleFacts } from './lifecycle-facts';
import { requestedDocuments } from '../../core/domain/contract-documents';

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

/** The status menu: the moves the caller may make now, and those that wait for facts (an override may step past them). */
function statusMenu(moves: NextMove[], overridable: boolean): Pick<ContractDetail, 'nextStatuses' | 'waitingStatuses'> {
  return {
    nextStatuses: moves.filter((m) => m.missing.length === 0).map((m) => m.to),
    waitingStatuses: moves.filter((m) => m.missing.length > 0).map((m) => ({ status: m.to, missing: m.missing, overridable })),
  };
}

/** null rather than an object of nulls: nothing was given. */
const unlessEmpty = <T extends Record<string, string | null>>(value: T): T | null => (Object.values(value).some((v) => v !== null) ? value : null);

export async function loadContractDetail(db: Database, viewer: Viewer, id: number, now = new Date()): Promise<ContractDetail> {
  const [head] = await selectSummaries(db)
    .where(and(eq(contracts.id, id), contractScope(viewer)))
    .limit(1);
  if (!head) throw new ApiError(404, 'not_found');
  const [[extra], items, units, destinations, decisions, history, orders, [record], [progress], facts] = await Promise.all([
    db.select().from(contracts).where(eq(contracts.id, id)),
    itemRows(db, id),
    unitRows(db, id),
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
    db
      .select({
        id: creditDecisions.id,
        providerCode: creditDecisions.providerCode,
        dossierId: creditDecisions.dossierId,
        outcome: creditDecisions.outcome,
        score: creditDecisions.score,
        reason: creditDecisions.reason,
        details: creditDecisions.details,
        documents: creditDecisions.documents,
        decidedAt: creditDecisions.decidedAt,
      })
      .from(creditDecisions)
      .where(eq(creditDecisions.contractId, id))
      .orderBy(asc(creditDecisions.decidedAt), asc(creditDecisions.id)),
    historyRows(db, id),
    orderRows(db, [id]),
    // The agency's record is only named (linked) for callers whose scope holds it.
    head.companyId === null
      ? Promise.resolve([])
      : db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.id, head.companyId), customerScope(viewer))),
    db.select({ orderStatus: contractOrderProgress.orderStatus }).from(contractOrderProgress).where(eq(contractOrderProgress.contractId, id)),
    lifecycleFacts(db, id),
  ]);
  const c = extra!;
  const role = viewer.actor.role;
  const state = { status: c.status, archived: c.archived, companyId: c.companyId, dossierCancelledAt: c.dossierCancelledAt };
  const frozen = c.archived || c.dossierCancelledAt !== null;
  const actions = allowedActions(role, state);
  // Only a refused deal the caller may resubmit lists where it could go.
  const options = actions.resubmit ? optionsAnswer((await providerOptions(db, id, now)).options) : [];
  const detail: ContractDetail = {
    ...toSummary(head),
    archivedAt: c.archivedAt?.toISOString() ?? null,
    shippingMode: c.shippingMode,
    shippingContact: unlessEmpty({ name: c.shippingContactName, phone: c.shippingContactPhone, email: c.shippingContactEmail }),
    shippingAddress: unlessEmpty({ address: c.shippingAddress, postalCode: c.shippingPostalCode, town: c.shippingTown, province: c.shippingProvince }),
    company: c.company ? { ...c.company, id: record?.id ?? null, agencyId: c.agencyId } : null,
    productsAmount: c.productsAmount,
    accessoriesAmount: c.accessoriesAmount,
    servicesAmount: c.servicesAmount,
    shippingCost: c.shippingCost,
    financedAmount: c.financedAmount,
    ...(canSeeCommission(role) ? { commissionAmount: c.commissionAmount } : {}),
    reviewNotes: c.reviewNotes,
    dossierCancelledAt: c.dossierCancelledAt?.toISOString() ?? null,
    orderStatus: progress!.orderStatus,
    startDate: c.startDate,
    items,
    units,
    destinations,
    signers: c.signers,
    creditDecisions: decisions.map(({ decidedAt, details, documents, ...d }) => ({
      ...d,
      details: (details as Record<string, unknown> | null) ?? null,
      // Decisions recorded before kinds were named ask for the documents behind the facts they list.
      documents: requestedDocuments({ outcome: d.outcome, documents, details }),
      decidedAt: decidedAt.toISOString(),
    })),
    history: historyFor(viewer, history),
    orders,
    ...statusMenu(frozen ? [] : nextMoves(c.status, { role }, facts), holds({ role }, 'contracts.override')),
    actions,
    providerOptions: options,
  };
  return holds({ role }, 'contracts.workings.read') ? detail : customerView(detail);
}
