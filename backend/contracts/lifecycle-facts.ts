// What the lifecycle's preconditions read of one contract (core/lifecycle/
// contract-facts.ts): the provider's latest decision and the documents it asked
// for, and the units' serials and DDTs. Read inside the move's transaction.
import { desc, eq } from 'drizzle-orm';
import type { ContractFacts } from '../../core/lifecycle/contract-facts';
import type { Database, Tx } from '../db/client';
import { contractProducts, creditDecisions } from '../db/schema';

/** The documents a "missing documents" decision asks for: the company facts it names (backend/credit/scoring.ts), else its generic request. */
function requestedDocuments(outcome: string | undefined, details: unknown): string[] {
  if (outcome !== 'missingDocs') return [];
  const missing = (details as { missing?: unknown } | null)?.missing;
  return Array.isArray(missing) ? missing.filter((m): m is string => typeof m === 'string') : [];
}

export async function lifecycleFacts(tx: Tx | Database, contractId: number, deliveryDate: string | null = null): Promise<ContractFacts> {
  // One query after the other: a transaction's connection runs one at a time.
  const [decision] = await tx
    .select({ outcome: creditDecisions.outcome, details: creditDecisions.details })
    .from(creditDecisions)
    .where(eq(creditDecisions.contractId, contractId))
    .orderBy(desc(creditDecisions.decidedAt), desc(creditDecisions.id))
    .limit(1);
  const units = await tx
    .select({ serialNumber: contractProducts.serialNumber, ddtNumber: contractProducts.ddtNumber, ddtDate: contractProducts.ddtDate })
    .from(contractProducts)
    .where(eq(contractProducts.contractId, contractId));
  return {
    creditOutcome: decision?.outcome ?? null,
    // Nothing can be supplied yet (the documents arrive with #31): what was asked for stays open until then.
    documents: { requested: requestedDocuments(decision?.outcome, decision?.details), accepted: [] },
    units,
    deliveryDate,
  };
}
