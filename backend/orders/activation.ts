// The start of a contract once its goods are out (docs/domain.md, Orders):
// when every unit has its serial and DDT, a signed contract moves to
// inActivation; confirming delivery makes it active from its start date.
// Both moves go through changeStatus, so the lifecycle's facts and the history hold.
import { and, eq, inArray } from 'drizzle-orm';
import type { ContractStatus } from '../../core/domain/contracts';
import type { Viewer } from '../auth/actor';
import { asPerson, changeStatus } from '../contracts/status-change';
import type { Tx } from '../db/client';
import { contracts } from '../db/schema';
import { lifecycleFacts } from '../contracts/lifecycle-facts';
import { missingFacts } from '../../core/lifecycle/contract-facts';
import { transitionOf } from '../../core/lifecycle/contract-lifecycle';

interface ShippedFacts {
  ddtDate: string | null;
}

/** The latest DDT date of the units: delivery cannot come before it. */
export function lastDdtDate(units: readonly ShippedFacts[]): string | null {
  return units.reduce<string | null>((last, u) => (u.ddtDate && (!last || u.ddtDate > last) ? u.ddtDate : last), null);
}

const SHIPPED = transitionOf('contractAccepted', 'inActivation')!;

/** The move is the data's consequence, recorded as made by whoever completed the data. */
const byRule = (viewer: Viewer) => ({ userId: viewer.actor.userId, who: { system: true } as const });

/** Signed contracts among `contractIds` whose units are now all serialised and shipped move to inActivation. */
export async function startActivations(tx: Tx, viewer: Viewer, contractIds: number[], now: Date): Promise<void> {
  if (contractIds.length === 0) return;
  const signed = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(inArray(contracts.id, contractIds), eq(contracts.status, SHIPPED.from), eq(contracts.archived, false)));
  for (const { id } of signed) {
    // The lifecycle's own facts decide (every unit with its serial and DDT); until they hold the contract waits.
    if (missingFacts(SHIPPED.requires, await lifecycleFacts(tx, id)).length === 0) {
      await changeStatus(tx, id, SHIPPED.from, SHIPPED.to, byRule(viewer), null, now);
    }
  }
}

/** inActivation → active from `startDate`, a person's confirmation: the units become active and the contract runs from that day. */
export async function activate(tx: Tx, viewer: Viewer, contractId: number, from: ContractStatus, startDate: string, now: Date): Promise<void> {
  await changeStatus(tx, contractId, from, 'active', asPerson(viewer.actor.userId, { role: viewer.actor.role }), null, now, { deliveryDate: startDate });
}
