// The facts a move of the lifecycle needs (./contract-lifecycle.ts), as pure
// checks over what the backend reads of a contract (backend/contracts/
// lifecycle-facts.ts). Each missing fact is named with the error code the
// portal translates, so a refusal says what to complete.
import { GENERIC_DOCUMENT_REQUEST } from '../domain/contract-documents';
import type { CreditOutcome } from '../domain/contracts';
import type { Precondition } from './contract-lifecycle';

export interface UnitFacts {
  serialNumber: string | null;
  ddtNumber: string | null;
  ddtDate: string | null;
}

export interface ContractFacts {
  /** The credit provider's latest decision on the contract; null: none recorded. */
  creditOutcome: CreditOutcome | null;
  /** The kinds the provider's "missing documents" asked for, and those of them supplied and accepted (core/domain/contract-documents.ts). */
  documents: { requested: readonly string[]; accepted: readonly string[] };
  units: readonly UnitFacts[];
  /** The delivery day a confirmation gives; null when the move is not the delivery confirmation. */
  deliveryDate: string | null;
}

/** The codes of the facts that are missing (core/error-codes.ts, messages `errors`). */
export const MISSING_FACTS = [
  'credit_not_positive',
  'documents_not_accepted',
  'contract_without_units',
  'units_without_serial',
  'units_without_ddt',
  'delivery_not_confirmed',
] as const;
export type MissingFact = (typeof MISSING_FACTS)[number];

export interface Missing {
  code: MissingFact;
  /** How many units or documents lack it, where that helps. */
  count?: number;
}

/**
 * A positive credit decision: the provider pre-approved the contract, or asked
 * for documents (approval then also needs documentationOk, whose own fact is
 * that the documents were accepted). A refusal or an error is none.
 */
const POSITIVE_OUTCOMES: readonly CreditOutcome[] = ['preApprovated', 'missingDocs'];

/** The request a decision without a list of documents makes. */
export const GENERIC_REQUEST = GENERIC_DOCUMENT_REQUEST;

const CHECKS: Record<Precondition, (facts: ContractFacts) => Missing[]> = {
  positiveCredit: (facts) => (facts.creditOutcome && POSITIVE_OUTCOMES.includes(facts.creditOutcome) ? [] : [{ code: 'credit_not_positive' }]),
  documentsAccepted: ({ documents }) => {
    // A "missing documents" decision always asks for something: with no list on record, one request stays open.
    const requested = documents.requested.length > 0 ? documents.requested : [GENERIC_REQUEST];
    const open = requested.filter((d) => !documents.accepted.includes(d)).length;
    return open > 0 ? [{ code: 'documents_not_accepted', count: open }] : [];
  },
  unitsShipped: ({ units }) => {
    if (units.length === 0) return [{ code: 'contract_without_units' }];
    const missing: Missing[] = [];
    const noSerial = units.filter((u) => !u.serialNumber).length;
    const noDdt = units.filter((u) => !u.ddtNumber || !u.ddtDate).length;
    if (noSerial > 0) missing.push({ code: 'units_without_serial', count: noSerial });
    if (noDdt > 0) missing.push({ code: 'units_without_ddt', count: noDdt });
    return missing;
  },
  deliveryConfirmed: (facts) => (facts.deliveryDate ? [] : [{ code: 'delivery_not_confirmed' }]),
};

/** What of `requires` does not hold, in the order the preconditions are listed. */
export function missingFacts(requires: readonly Precondition[], facts: ContractFacts): Missing[] {
  return requires.flatMap((precondition) => CHECKS[precondition](facts));
}
