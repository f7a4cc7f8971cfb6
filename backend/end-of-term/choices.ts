// The choice at the end of a contract's term (docs/domain.md, "End of term"):
// return, extend (a duration the provider prices, at the monthly payment of
// the residual value) or upgrade (a new quote from the contract's products,
// linked to it). A choice is recorded once, inside the caller's scope, with a
// history row (the status stays) and an audit row, in one transaction.
import { sql } from 'drizzle-orm';
import type { EndOfTermOutcome } from '../../core/end-of-term/outcomes';
import { quoteFromContract } from '../../core/cart/quote-from-contract';
import type { EndOfTermHistory } from '../../core/schemas/end-of-term';
import { recordAudit } from '../audit/record';
import type { Viewer } from '../auth/actor';
import { readQuote, writeQuote } from '../cart/store';
import { loadContractDetail } from '../contracts/detail';
import { loadSystemParameters } from '../credit/parameters';
import type { Database, Tx } from '../db/client';
import { contractEndOfTerm, contractStatusHistory, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { eq } from 'drizzle-orm';
import { extensionOptions, termRow } from './term';

const alreadyChosen = () => new ApiError(409, 'end_of_term_already_chosen');

async function record(tx: Tx, viewer: Viewer, contractId: number, choice: EndOfTermHistory, now: Date): Promise<void> {
  const saved = await tx
    .insert(contractEndOfTerm)
    .values({
      contractId,
      outcome: choice.outcome,
      chosenById: viewer.actor.userId,
      chosenAt: now,
      extensionMonths: choice.extensionMonths,
      extensionMonthlyPayment: choice.extensionMonthlyPayment,
    })
    .onConflictDoNothing()
    .returning({ id: contractEndOfTerm.contractId });
  if (saved.length === 0) throw alreadyChosen();
  await tx.insert(contractStatusHistory).values({
    contractId,
    fromStatus: 'active',
    toStatus: 'active',
    changedById: viewer.actor.userId,
    changedAt: now,
    endOfTerm: choice,
  });
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, viewer.actor.userId));
  await recordAudit(tx, {
    entity: 'contract',
    entityId: contractId,
    action: 'endOfTermChosen',
    actor: { id: viewer.actor.userId, username: user?.username ?? '' },
    at: now,
    changes: {
      outcome: { to: choice.outcome },
      ...(choice.extensionMonths !== null ? { extensionMonths: { to: choice.extensionMonths } } : {}),
      ...(choice.extensionMonthlyPayment !== null ? { extensionMonthlyPayment: { to: choice.extensionMonthlyPayment } } : {}),
    },
  });
}

/** The running contract in scope with no choice yet (404 outside the scope, 409 not running or chosen). */
async function openTerm(tx: Tx, viewer: Viewer, contractId: number) {
  // Serialises two choices on one contract: the second waits, then finds the first.
  await tx.execute(sql`select 1 from contracts where id = ${contractId} for update`);
  const row = await termRow(tx, viewer, contractId);
  if (row.outcome !== null) throw alreadyChosen();
  return row;
}

const plain = (outcome: EndOfTermOutcome): EndOfTermHistory => ({ outcome, extensionMonths: null, extensionMonthlyPayment: null });

export async function chooseReturn(deps: AppDeps, viewer: Viewer, contractId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await openTerm(tx, viewer, contractId);
    await record(tx, viewer, contractId, plain('return'), deps.clock());
  });
}

export async function chooseExtension(deps: AppDeps, viewer: Viewer, contractId: number, durationMonths: number): Promise<void> {
  const { endOfTermResidualPercent } = await loadSystemParameters(deps.db);
  await deps.db.transaction(async (tx) => {
    const row = await openTerm(tx, viewer, contractId);
    const option = (await extensionOptions(tx, row, endOfTermResidualPercent)).find((o) => o.durationMonths === durationMonths);
    if (!option) throw new ApiError(400, [{ field: 'durationMonths', code: 'extension_duration_not_offered' }]);
    await record(tx, viewer, contractId, { outcome: 'extend', extensionMonths: durationMonths, extensionMonthlyPayment: option.monthlyPayment }, deps.clock());
  });
}

/** Records the upgrade and writes the caller's open quote from the contract (it replaces whatever quote was open). */
export async function chooseUpgrade(deps: AppDeps, viewer: Viewer, contractId: number): Promise<number> {
  await deps.db.transaction(async (tx) => {
    await openTerm(tx, viewer, contractId);
    await record(tx, viewer, contractId, plain('upgrade'), deps.clock());
  });
  return writeUpgradeQuote(deps, viewer, contractId);
}

async function writeUpgradeQuote(deps: AppDeps, viewer: Viewer, contractId: number): Promise<number> {
  const detail = await loadContractDetail(deps.db as Database, viewer, contractId);
  const owner = { userId: viewer.actor.userId, agencyId: viewer.actor.agencyId };
  const open = await readQuote(deps.db, owner);
  const saved = await writeQuote(deps.db, deps.clock, owner, quoteFromContract(detail, 'upgrade'), open.revision);
  return saved.revision;
}
