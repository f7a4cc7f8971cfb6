// An upgrade at the end of a term (docs/domain.md, "End of term"): the quote
// made from the old contract is submitted as a new contract linked to it, and
// when the new one is activated the old one closes, as the system's moves
// through the lifecycle (active → closing → closed; the move to active names
// the effect closeReplaced, core/lifecycle/contract-lifecycle.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Viewer } from '../auth/actor';
import { contractScope } from '../auth/data-scope';
import { BY_SYSTEM, changeStatus } from '../contracts/status-change';
import type { Tx } from '../db/client';
import { contractEndOfTerm, contracts } from '../db/schema';
import { ApiError } from '../http/errors';

/** The history's note on the old contract's closing moves (messages: contracts.decision.reasons). */
export const REPLACED_NOTE = 'replaced_by_upgrade';

/** Links the new contract to the running contract it replaces, whose choice is an upgrade not yet submitted; 400 otherwise. */
export async function linkReplacement(tx: Tx, viewer: Viewer, replacedId: number, newId: number): Promise<void> {
  const linked = await tx
    .update(contractEndOfTerm)
    .set({ replacementContractId: newId })
    .where(
      and(
        eq(contractEndOfTerm.contractId, replacedId),
        eq(contractEndOfTerm.outcome, 'upgrade'),
        isNull(contractEndOfTerm.replacementContractId),
        sql`exists (select 1 from ${contracts} where ${contracts.id} = ${replacedId} and ${contracts.status} = 'active' and ${contractScope(viewer) ?? sql`true`})`,
      ),
    )
    .returning({ id: contractEndOfTerm.contractId });
  if (linked.length === 0) throw new ApiError(400, [{ field: 'replacesContractId', code: 'replaced_contract_not_upgrading' }]);
}

/** The contract `activatedId` replaces, if it is still running, closes (the system's two moves). */
export async function closeReplaced(tx: Tx, activatedId: number, now: Date): Promise<void> {
  const [old] = await tx
    .select({ id: contracts.id })
    .from(contractEndOfTerm)
    .innerJoin(contracts, eq(contracts.id, contractEndOfTerm.contractId))
    .where(and(eq(contractEndOfTerm.replacementContractId, activatedId), eq(contracts.status, 'active'), eq(contracts.archived, false)));
  if (!old) return;
  await changeStatus(tx, old.id, 'active', 'closing', BY_SYSTEM, REPLACED_NOTE, now);
  await changeStatus(tx, old.id, 'closing', 'closed', BY_SYSTEM, REPLACED_NOTE, now);
}
