// Contract facts for tests of the lifecycle (core/lifecycle/contract-facts.ts).
import type { ContractFacts } from '@/core/lifecycle/contract-facts';

/** Nothing on record: no decision, no documents, no units, no delivery. */
export const NO_FACTS: ContractFacts = { creditOutcome: null, documents: { requested: [], accepted: [] }, units: [], deliveryDate: null };
