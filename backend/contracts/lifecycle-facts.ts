// What the lifecycle's preconditions read of one contract (core/lifecycle/
// contract-facts.ts): the provider's latest decision, the documents it asked
// for and those accepted (core/domain/contract-documents.ts), and the units'
// serials and DDTs. Read inside the move's transaction.
import { asc, desc, eq } from 'drizzle-orm';
import { acceptedKinds, requestedDocuments } from '../../core/domain/contract-documents';
import type { ContractFacts } from '../../core/lifecycle/contract-facts';
import type { Database, Tx } from '../db/client';
import { contractDocuments, contractProducts, creditDecisions } from '../db/schema';

/** The provider's latest decision on the contract and what it asked for; null: none recorded. */
export async function latestDecision(tx: Tx | Database, contractId: number) {
  const [decision] = await tx
    .select({ outcome: creditDecisions.outcome, details: creditDecisions.details, documents: creditDecisions.documents })
    .from(creditDecisions)
    .where(eq(creditDecisions.contractId, contractId))
    .orderBy(desc(creditDecisions.decidedAt), desc(creditDecisions.id))
    .limit(1);
  return decision ? { ...decision, requested: requestedDocuments(decision) } : null;
}

/** Every upload of the contract, oldest first. */
export const documentUploads = (tx: Tx | Database, contractId: number) =>
  tx
    .select({ kind: contractDocuments.kind, status: contractDocuments.status, uploadedAt: contractDocuments.uploadedAt })
    .from(contractDocuments)
    .where(eq(contractDocuments.contractId, contractId))
    .orderBy(asc(contractDocuments.uploadedAt), asc(contractDocuments.id));

export async function lifecycleFacts(tx: Tx | Database, contractId: number, deliveryDate: string | null = null): Promise<ContractFacts> {
  // One query after the other: a transaction's connection runs one at a time.
  const decision = await latestDecision(tx, contractId);
  const uploads = await documentUploads(tx, contractId);
  const units = await tx
    .select({ serialNumber: contractProducts.serialNumber, ddtNumber: contractProducts.ddtNumber, ddtDate: contractProducts.ddtDate })
    .from(contractProducts)
    .where(eq(contractProducts.contractId, contractId));
  const requested = decision?.requested ?? [];
  return {
    creditOutcome: decision?.outcome ?? null,
    documents: { requested, accepted: acceptedKinds(requested, uploads) },
    units,
    deliveryDate,
  };
}
