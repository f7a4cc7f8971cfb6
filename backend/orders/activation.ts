// The start of a contract once its goods are out (docs/domain.md, Orders):
// when every unit has its serial and DDT, a signed contract moves to
// inActivation; confirming delivery makes it active from its start date.
// Both moves go through changeStatus, so the table and the history hold.
import { and, eq, inArray } from 'drizzle-orm';
import type { ContractStatus } from '../../core/domain/contracts';
import type { Viewer } from '../auth/actor';
import { changeStatus } from '../contracts/status-change';
import type { Tx } from '../db/client';
import { contractProducts, contracts } from '../db/schema';

interface ShippedFacts {
  serialNumber: string | null;
  ddtNumber: string | null;
  ddtDate: string | null;
}

/** Every unit has a serial number and a DDT (number and date). */
export function readyForDelivery(units: readonly ShippedFacts[]): boolean {
  return units.length > 0 && units.every((u) => Boolean(u.serialNumber && u.ddtNumber && u.ddtDate));
}

/** The latest DDT date of the units: delivery cannot come before it. */
export function lastDdtDate(units: readonly ShippedFacts[]): string | null {
  return units.reduce<string | null>((last, u) => (u.ddtDate && (!last || u.ddtDate > last) ? u.ddtDate : last), null);
}

/** The move is the data's consequence, recorded as made by whoever completed the data. */
const byRule = (viewer: Viewer) => ({ userId: viewer.actor.userId, as: 'system' as const });

/** Signed contracts among `contractIds` whose units are now all serialised and shipped move to inActivation. */
export async function startActivations(tx: Tx, viewer: Viewer, contractIds: number[], now: Date): Promise<void> {
  if (contractIds.length === 0) return;
  const signed = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(inArray(contracts.id, contractIds), eq(contracts.status, 'contractAccepted'), eq(contracts.archived, false)));
  for (const { id } of signed) {
    const units = await tx
      .select({ serialNumber: contractProducts.serialNumber, ddtNumber: contractProducts.ddtNumber, ddtDate: contractProducts.ddtDate })
      .from(contractProducts)
      .where(eq(contractProducts.contractId, id));
    if (readyForDelivery(units)) await changeStatus(tx, id, 'contractAccepted', 'inActivation', byRule(viewer), null, now);
  }
}

/** inActivation → active from `startDate`, a person's confirmation: the units become active with it. */
export async function activate(tx: Tx, viewer: Viewer, contractId: number, from: ContractStatus, startDate: string, now: Date): Promise<void> {
  await changeStatus(tx, contractId, from, 'active', { userId: viewer.actor.userId, as: viewer.actor.role }, null, now);
  await tx.update(contracts).set({ startDate }).where(eq(contracts.id, contractId));
}
