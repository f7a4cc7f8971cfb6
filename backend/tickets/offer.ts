// The warranty offer (docs/domain.md, "Tickets"; the rules are
// core/tickets/warranty-offer.ts): the back office offers a higher tier on an
// extended-warranty ticket at the price the pricing rules give, the customer
// accepts or declines it, and the back office confirms an accepted one. The
// confirmation changes, in one transaction, the unit's tier and its line's
// services, the contract's amounts and monthly payment, and writes the
// contract's history, the audit trail and the ticket's history.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { GuaranteeTier } from '../../core/domain/catalogue';
import type { OfferChoice } from '../../core/schemas/tickets-answers';
import type { WarrantyOfferBody } from '../../core/schemas/tickets';
import { toCents, toEuros } from '../../core/pricing/money';
import { type OfferMove, type OfferState, higherTiers, offerStateAfter, priceExtension } from '../../core/tickets/warranty-offer';
import { holds } from '../../core/capabilities';
import type { Viewer } from '../auth/actor';
import { type AuditActor, recordAudit } from '../audit/record';
import type { Database, Tx } from '../db/client';
import {
  type Ticket,
  type WarrantyOfferRecord,
  contractItems,
  contractProducts,
  contractStatusHistory,
  contracts,
  guaranteeServices,
  ticketEvents,
  tickets,
} from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppDeps } from '../deps';
import { findTicket } from './detail';
import { type ProductRow, findProduct } from './products';
import { warrantyFacts } from './warranty-facts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type PricedChoice = OfferChoice & { serviceId: number; toPrice: number; extraFinanced: number; financedBefore: number; monthlyBefore: number };

const notPossible = () => new ApiError(409, 'warranty_offer_not_possible');

/** The ticket's product while its contract is in force; an offer on anything else is not possible (409). */
async function productOf(db: Database, viewer: Viewer, ticket: Ticket): Promise<ProductRow> {
  if (ticket.kind !== 'extendedWarranty' || ticket.deletedAt !== null || ticket.status === 'closed') throw notPossible();
  try {
    return await findProduct(db, viewer, ticket.contractProductId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notPossible();
    throw error;
  }
}

/** The tiers the offer may name, each priced on the contract as it is now; none unless the contract is active. */
async function pricedChoices(db: Database, product: ProductRow): Promise<PricedChoice[]> {
  if (product.contractStatus !== 'active' || product.tier === null) return [];
  const facts = await warrantyFacts(db, product);
  const fromPrice = facts.tierPrices[product.tier];
  if (fromPrice === undefined) return [];
  const choices: PricedChoice[] = [];
  for (const tier of higherTiers(product.tier)) {
    const service = facts.services[tier];
    const price = service ? priceExtension(facts.contract, facts.bands, toCents(fromPrice), toCents(service.price)) : null;
    if (!service || !price) continue;
    choices.push({
      tier,
      extraMonthly: toEuros(price.extraMonthlyCents),
      monthlyAfter: toEuros(price.monthlyAfterCents),
      serviceId: service.id,
      toPrice: service.price,
      extraFinanced: toEuros(price.extraFinancedCents),
      financedBefore: toEuros(facts.contract.financedCents),
      monthlyBefore: toEuros(facts.contract.monthlyCents),
    });
  }
  return choices;
}

const stateOf = (ticket: Ticket): OfferState | null => ticket.offer?.state ?? null;

/** An offer may still be answered or confirmed: the ticket is live and not closed. */
export const offerOpen = (ticket: Ticket): boolean => ticket.offer !== null && ticket.deletedAt === null && ticket.status !== 'closed';

/** What the detail page offers the back office to choose from (empty when no offer may be made now). */
export async function offerChoicesFor(db: Database, viewer: Viewer, ticket: Ticket): Promise<OfferChoice[]> {
  if (!holds({ role: viewer.actor.role }, 'tickets.warrantyOffer.write') || offerStateAfter(stateOf(ticket), 'make') === null) return [];
  try {
    const choices = await pricedChoices(db, await productOf(db, viewer, ticket));
    return choices.map(({ tier, extraMonthly, monthlyAfter }) => ({ tier, extraMonthly, monthlyAfter }));
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/** Moves the offer on if nobody moved it meanwhile, with its history entry. */
async function moveOffer(tx: Tx, ticket: Ticket, move: OfferMove, offer: WarrantyOfferRecord, event: { byId: number; at: Date; note?: string | null }) {
  const from = stateOf(ticket);
  const moved = await tx
    .update(tickets)
    .set({ offer, updatedAt: event.at })
    .where(and(eq(tickets.id, ticket.id), from === null ? sql`${tickets.offer} is null` : sql`${tickets.offer}->>'state' = ${from}`))
    .returning({ id: tickets.id });
  if (moved.length === 0) throw new ApiError(409, 'warranty_offer_wrong_state');
  const kind = ({ make: 'offer', accept: 'offerAccepted', decline: 'offerDeclined', confirm: 'offerConfirmed' } as const)[move];
  await tx.insert(ticketEvents).values({
    ticketId: ticket.id,
    event: kind,
    fromStatus: ticket.status,
    toStatus: ticket.status,
    byId: event.byId,
    at: event.at,
    note: event.note ?? null,
    internal: false,
  });
}

function requireMove(ticket: Ticket, move: OfferMove): OfferState {
  const next = offerStateAfter(stateOf(ticket), move);
  if (next === null) throw new ApiError(409, 'warranty_offer_wrong_state');
  return next;
}

export async function makeOffer(deps: Deps, viewer: Viewer, id: number, body: WarrantyOfferBody): Promise<void> {
  const ticket = await findTicket(deps.db, viewer, id);
  const product = await productOf(deps.db, viewer, ticket);
  const state = requireMove(ticket, 'make');
  const choice = (await pricedChoices(deps.db, product)).find((c) => c.tier === body.toTier);
  if (!choice || product.tier === null) throw notPossible();
  const now = deps.clock();
  const offer: WarrantyOfferRecord = {
    state,
    fromTier: product.tier,
    toTier: choice.tier,
    toServiceId: choice.serviceId,
    toPrice: choice.toPrice,
    extraFinanced: choice.extraFinanced,
    extraMonthly: choice.extraMonthly,
    financedBefore: choice.financedBefore,
    monthlyBefore: choice.monthlyBefore,
    monthlyAfter: choice.monthlyAfter,
    offeredById: viewer.actor.userId,
    offeredAt: now.toISOString(),
    answeredAt: null,
    confirmedAt: null,
  };
  await deps.db.transaction((tx) => moveOffer(tx, ticket, 'make', offer, { byId: viewer.actor.userId, at: now, note: body.note || null }));
}

/** The customer's answer; only an offer still waiting for it. */
export async function answerOffer(deps: Deps, viewer: Viewer, id: number, accept: boolean): Promise<void> {
  const ticket = await findTicket(deps.db, viewer, id);
  if (!offerOpen(ticket)) throw new ApiError(409, 'warranty_offer_wrong_state');
  const move = accept ? 'accept' : 'decline';
  const state = requireMove(ticket, move);
  const now = deps.clock();
  await deps.db.transaction((tx) =>
    moveOffer(tx, ticket, move, { ...ticket.offer!, state, answeredAt: now.toISOString() }, { byId: viewer.actor.userId, at: now }),
  );
}

const plus = (euros: number, cents: number) => toEuros(toCents(euros) + cents);

/** The accepted offer takes effect, on the contract the offer was priced on (else 409 warranty_offer_outdated). */
export async function confirmOffer(deps: Deps, viewer: Viewer, id: number, by: AuditActor): Promise<{ contractId: number }> {
  const ticket = await findTicket(deps.db, viewer, id);
  if (!offerOpen(ticket)) throw new ApiError(409, 'warranty_offer_wrong_state');
  const state = requireMove(ticket, 'confirm');
  const offer = ticket.offer!;
  const product = await productOf(deps.db, viewer, ticket);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [contract] = await tx
      .select({
        status: contracts.status,
        financed: contracts.financedAmount,
        monthly: contracts.monthlyPayment,
        services: contracts.servicesAmount,
        duration: contracts.durationMonths,
      })
      .from(contracts)
      .where(eq(contracts.id, ticket.contractId))
      .for('update');
    const unchanged =
      contract!.status === 'active' &&
      product.tier === offer.fromTier &&
      toCents(contract!.financed) === toCents(offer.financedBefore) &&
      toCents(contract!.monthly) === toCents(offer.monthlyBefore);
    if (!unchanged) throw new ApiError(409, 'warranty_offer_outdated');

    await moveServices(tx, ticket.contractId, product.itemId, offer.fromTier, offer);
    await tx.update(contractProducts).set({ guaranteeTier: offer.toTier }).where(eq(contractProducts.id, product.id));
    const extraFinanced = toCents(offer.extraFinanced);
    const totalValue = toEuros(toCents(offer.monthlyAfter) * contract!.duration);
    await tx
      .update(contracts)
      .set({
        servicesAmount: plus(contract!.services, extraFinanced),
        financedAmount: plus(contract!.financed, extraFinanced),
        monthlyPayment: offer.monthlyAfter,
        totalValue,
        updatedAt: now,
      })
      .where(eq(contracts.id, ticket.contractId));
    await tx.insert(contractStatusHistory).values({
      contractId: ticket.contractId,
      fromStatus: 'active',
      toStatus: 'active',
      changedById: viewer.actor.userId,
      changedAt: now,
      guaranteeChange: {
        productId: product.id,
        modelName: product.modelName,
        serialNumber: product.serialNumber,
        fromTier: offer.fromTier,
        toTier: offer.toTier,
        monthlyBefore: offer.monthlyBefore,
        monthlyAfter: offer.monthlyAfter,
        ticket: { id: ticket.id, number: ticket.number },
      },
    });
    await recordAudit(tx, {
      entity: 'contract',
      entityId: ticket.contractId,
      action: 'warrantyExtended',
      actor: by,
      at: now,
      changes: {
        [`guaranteeTier:${product.serialNumber ?? product.id}`]: { from: offer.fromTier, to: offer.toTier },
        monthlyPayment: { from: offer.monthlyBefore, to: offer.monthlyAfter },
        financedAmount: { from: offer.financedBefore, to: plus(offer.financedBefore, extraFinanced) },
        totalValue: { from: toEuros(toCents(offer.monthlyBefore) * contract!.duration), to: totalValue },
        ticket: { to: ticket.number },
      },
    });
    await moveOffer(tx, ticket, 'confirm', { ...offer, state, confirmedAt: now.toISOString() }, { byId: viewer.actor.userId, at: now });
  });
  return { contractId: ticket.contractId };
}

/** One service of the unit's line moves from the old tier to the new one (core/tickets/warranty.ts, unitTiers, reads it back). */
async function moveServices(tx: Tx, contractId: number, itemId: number, fromTier: GuaranteeTier, offer: WarrantyOfferRecord) {
  const lines = await tx
    .select({
      id: contractItems.id,
      serviceId: contractItems.serviceId,
      quantity: contractItems.quantity,
      unitPrice: contractItems.unitPrice,
      tier: guaranteeServices.tier,
    })
    .from(contractItems)
    .innerJoin(guaranteeServices, eq(guaranteeServices.id, contractItems.serviceId))
    .where(and(eq(contractItems.contractId, contractId), eq(contractItems.parentItemId, itemId), eq(contractItems.kind, 'service')))
    .orderBy(asc(contractItems.id));
  const from = lines.find((line) => line.tier === fromTier && line.quantity > 0);
  if (!from) throw new ApiError(409, 'warranty_offer_outdated');
  if (from.quantity > 1)
    await tx
      .update(contractItems)
      .set({ quantity: from.quantity - 1 })
      .where(eq(contractItems.id, from.id));
  else await tx.delete(contractItems).where(eq(contractItems.id, from.id));
  // A line of the new tier at another price stays as it is: the unit gets a line at the price it was offered.
  const to = lines.find((line) => line.serviceId === offer.toServiceId && toCents(line.unitPrice) === toCents(offer.toPrice));
  if (to)
    await tx
      .update(contractItems)
      .set({ quantity: to.quantity + 1 })
      .where(eq(contractItems.id, to.id));
  else
    await tx
      .insert(contractItems)
      .values({ contractId, kind: 'service', serviceId: offer.toServiceId, parentItemId: itemId, quantity: 1, unitPrice: offer.toPrice });
}
