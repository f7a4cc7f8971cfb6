// The one place a contract's status changes: checks the table,
// moves the status only if nobody moved it meanwhile (conditional UPDATE),
// keeps lastStatusChangeAt and closingDate in step, moves the product units
// along and writes the history row (who, when, from, to, note).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ContractStatus } from '../../core/domain/contracts';
import type { Tx } from '../db/client';
import { contractProducts, contractStatusHistory, contracts } from '../db/schema';
import { ApiError } from '../http/errors';
import { CLOSED_STATUSES, type TransitionActor, canTransition, unitStatusFor } from './transitions';

export interface ChangedBy {
  /** null: the system (credit provider, jobs) */
  userId: number | null;
  as: TransitionActor;
}

export const wrongStatus = () => new ApiError(409, 'update_status_failed_wrong_status_selected');

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function changeStatus(
  tx: Tx,
  contractId: number,
  from: ContractStatus,
  to: ContractStatus,
  by: ChangedBy,
  note: string | null,
  now: Date,
): Promise<void> {
  if (!canTransition(from, to, by.as)) throw wrongStatus();
  const moved = await tx
    .update(contracts)
    .set({
      status: to,
      lastStatusChangeAt: now,
      updatedAt: now,
      ...(CLOSED_STATUSES.includes(to) ? { closingDate: isoDay(now) } : {}),
      ...(to === 'draft_with_notes' ? { reviewNotes: note } : {}),
    })
    .where(and(eq(contracts.id, contractId), eq(contracts.status, from), eq(contracts.archived, false), isNull(contracts.dossierCancelledAt)))
    .returning({ id: contracts.id });
  if (moved.length === 0) throw wrongStatus();

  const unitStatus = unitStatusFor(to);
  if (unitStatus) {
    // Units already further along (sent with a DDT) keep their status when shipping is being prepared.
    const keepShipped = unitStatus === 'shipmentPreparation' ? sql`${contractProducts.status} in ('none', 'created')` : sql`true`;
    await tx
      .update(contractProducts)
      .set({ status: unitStatus })
      .where(and(eq(contractProducts.contractId, contractId), keepShipped));
  }
  await tx.insert(contractStatusHistory).values({ contractId, fromStatus: from, toStatus: to, changedById: by.userId, changedAt: now, note });
}
