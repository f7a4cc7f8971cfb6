// The credit evaluation of a created contract (docs/domain.md): the
// contract's provider (its adapter from the registry, backend/credit) decides preApprovated | missingDocs | refused | error; the decision is
// recorded with its reason and the fingerprint of the deal it judged, and the
// status follows as the system's move, which names the decision.
// The provider is called outside any transaction: a slow HTTP provider must
// not hold row locks.
import { eq } from 'drizzle-orm';
import { contracts, creditDecisions, creditProviders } from '../db/schema';
import { dealFingerprint } from '../../core/credit/deal-fingerprint';
import type { ContractDeps } from './deps';
import { emitWebhookEvent } from '../webhooks/outbox';
import { BY_SYSTEM, changeStatus } from './status-change';

/** false when the contract is not (or no longer) created with a company: nothing to evaluate. */
export async function evaluateContract(deps: ContractDeps, contractId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({
      number: contracts.number,
      agencyId: contracts.agencyId,
      status: contracts.status,
      financedAmount: contracts.financedAmount,
      durationMonths: contracts.durationMonths,
      providerCode: creditProviders.code,
      company: contracts.company,
    })
    .from(contracts)
    .innerJoin(creditProviders, eq(creditProviders.id, contracts.providerId))
    .where(eq(contracts.id, contractId));
  // The provider judges the company as this contract gives it (its own copy).
  const company = row?.company;
  if (!row || !company || row.status !== 'created') return false;

  const decision = await deps.credit.forCode(row.providerCode).evaluate({
    contractNumber: row.number,
    providerCode: row.providerCode,
    financedAmount: row.financedAmount,
    durationMonths: row.durationMonths,
    company: {
      vatNumber: company.vatNumber,
      name: company.name,
      companySolidity: company.companySolidity,
      employees: company.employees,
      incorporationDate: company.incorporationDate,
    },
  });
  const now = deps.clock();
  const fingerprint = dealFingerprint({ financedAmount: row.financedAmount, durationMonths: row.durationMonths, company });
  await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(creditDecisions)
      .values({
        contractId,
        providerCode: row.providerCode,
        dossierId: decision.dossierId,
        outcome: decision.outcome,
        score: decision.score,
        reason: decision.reason,
        details: decision.details,
        documents: decision.outcome === 'missingDocs' ? decision.documents : [],
        decidedAt: now,
        fingerprint,
      })
      .returning({ id: creditDecisions.id });
    // Should someone have moved the contract meanwhile, the decision stays on record and the status is theirs.
    const moved = await changeStatus(tx, contractId, 'created', decision.outcome, BY_SYSTEM, decision.reason, now, { creditDecisionId: recorded!.id }).then(
      () => true,
      (error: unknown) => {
        if (!(error instanceof Error && 'status' in error && error.status === 409)) throw error;
        return false;
      },
    );
    if (moved && decision.outcome === 'missingDocs') {
      await emitWebhookEvent(
        tx,
        row.agencyId,
        {
          type: 'contract.documents_requested',
          data: { contractId, contractNumber: row.number, documents: decision.documents, requestedAt: now.toISOString() },
        },
        now,
      );
    }
  });
  return true;
}
