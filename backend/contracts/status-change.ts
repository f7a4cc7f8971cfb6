// The one place a contract's status changes: asks the lifecycle
// (core/lifecycle/decide-move.ts) with the contract's facts, moves the status
// only if nobody moved it meanwhile (conditional UPDATE), carries out the
// move's effects (units, closing date, review notes, start date) and writes the
// history row (who, when, from, to, note; the reason and the facts an override
// stepped past), for an override the audit trail's row, and the webhook event.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Holder } from '../../core/capabilities';
import type { ContractStatus } from '../../core/domain/contracts';
import type { ProviderChange } from '../../core/schemas/contracts-answers';
import type { Missing } from '../../core/lifecycle/contract-facts';
import { type Who, decideMove } from '../../core/lifecycle/decide-move';
import { recordAudit } from '../audit/record';
import type { Tx } from '../db/client';
import { contractProducts, contractStatusHistory, contracts, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { emitWebhookEvent } from '../webhooks/outbox';
import { lifecycleFacts } from './lifecycle-facts';
import { closeReplaced } from '../end-of-term/replacement';

export interface ChangedBy {
  /** The user the history names; null: the system (credit provider, jobs). */
  userId: number | null;
  /** Who the lifecycle sees: the system, or a person with their role and back-office role. */
  who: Who;
}

export interface MoveOptions {
  /** The delivery day, when the move is the delivery confirmation. */
  deliveryDate?: string | null;
  /** A written reason to step past missing facts (capability contracts.override). */
  overrideReason?: string | null;
  /** The resubmission's provider change: a move with the effect providerChange takes it and no other (core/lifecycle). */
  providerChange?: ProviderChange;
  /** The credit decision that makes the move (the system's evaluation). */
  creditDecisionId?: number;
}

export const wrongStatus = () => new ApiError(409, 'update_status_failed_wrong_status_selected');

/** A refusal that names every missing fact, so the page says what to complete. */
export const factsMissing = (missing: readonly Missing[]) =>
  new ApiError(
    409,
    missing.map((m) => ({ field: 'status', code: m.code, ...(m.count !== undefined ? { params: { count: m.count } } : {}) })),
  );

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const asPerson = (userId: number, holder: Holder): ChangedBy => ({ userId, who: { holder } });
export const BY_SYSTEM: ChangedBy = { userId: null, who: { system: true } };

export async function changeStatus(
  tx: Tx,
  contractId: number,
  from: ContractStatus,
  to: ContractStatus,
  by: ChangedBy,
  note: string | null,
  now: Date,
  options: MoveOptions = {},
): Promise<void> {
  const facts = await lifecycleFacts(tx, contractId, options.deliveryDate ?? null);
  const verdict = decideMove(from, to, by.who, facts, options.overrideReason);
  if (!verdict.ok) {
    if (verdict.reason === 'override_forbidden') throw new ApiError(403, 'forbidden');
    if (verdict.reason === 'missing_facts') throw factsMissing(verdict.missing);
    // A move that is not in the table, or not the caller's to take, is not a status they may select (docs/domain.md, "Lifecycle").
    throw wrongStatus();
  }
  const { transition, overridden } = verdict;
  const effects = new Set(transition.effects);
  // Only the resubmit action names the provider such a move goes to (docs/domain.md, "Credit providers").
  if (effects.has('providerChange') !== Boolean(options.providerChange)) throw wrongStatus();
  const moved = await tx
    .update(contracts)
    .set({
      status: to,
      lastStatusChangeAt: now,
      updatedAt: now,
      ...(effects.has('closingDate') ? { closingDate: isoDay(now) } : {}),
      ...(effects.has('reviewNotes') ? { reviewNotes: note } : {}),
      ...(effects.has('startDate') && options.deliveryDate ? { startDate: options.deliveryDate } : {}),
    })
    .where(and(eq(contracts.id, contractId), eq(contracts.status, from), eq(contracts.archived, false), isNull(contracts.dossierCancelledAt)))
    .returning({ id: contracts.id, agencyId: contracts.agencyId, number: contracts.number });
  if (moved.length === 0) throw wrongStatus();
  const [contract] = moved;

  if (transition.units) {
    // Units already further along (sent with a DDT) keep their status when shipping is being prepared.
    const keepShipped = transition.units === 'shipmentPreparation' ? sql`${contractProducts.status} in ('none', 'created')` : sql`true`;
    await tx
      .update(contractProducts)
      .set({ status: transition.units })
      .where(and(eq(contractProducts.contractId, contractId), keepShipped));
  }
  if (effects.has('closeReplaced')) await closeReplaced(tx, contractId, now);
  const override = overridden.length > 0 ? { reason: options.overrideReason!.trim(), facts: overridden.map((m) => m.code) } : null;
  await tx.insert(contractStatusHistory).values({
    contractId,
    fromStatus: from,
    toStatus: to,
    changedById: by.userId,
    changedAt: now,
    note,
    overrideReason: override?.reason ?? null,
    overriddenFacts: override?.facts ?? null,
    providerChange: options.providerChange ?? null,
    creditDecisionId: options.creditDecisionId ?? null,
  });
  if (override && by.userId !== null) await auditOverride(tx, contractId, by.userId, from, to, override, now);
  await emitWebhookEvent(
    tx,
    contract!.agencyId,
    {
      type: 'contract.status_changed',
      data: { contractId, contractNumber: contract!.number, from, to, bySystem: 'system' in by.who, changedAt: now.toISOString() },
    },
    now,
  );
}

async function auditOverride(
  tx: Tx,
  contractId: number,
  userId: number,
  from: ContractStatus,
  to: ContractStatus,
  override: { reason: string; facts: string[] },
  now: Date,
) {
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  await recordAudit(tx, {
    entity: 'contract',
    entityId: contractId,
    action: 'override',
    actor: { id: userId, username: user?.username ?? '' },
    at: now,
    changes: { status: { from, to }, overrideReason: { to: override.reason }, overriddenFacts: { to: override.facts } },
  });
}
