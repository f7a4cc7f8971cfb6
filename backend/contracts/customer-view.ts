// What a customer sees of their company's contract: the contract, its
// products, documents and status. Not the agency's workings: the reviewer's
// notes, the credit provider's and the bureau's scores, supplier orders and prices
// (docs/domain.md, "What each role sees"). The history has its own projection
// for every answer that carries it (history-view.ts).
import type { ContractDetail } from '../../core/schemas/contracts-answers';

export function customerView(detail: ContractDetail): ContractDetail {
  return {
    ...detail,
    // The credit bureau's score of the company is the agency's working too.
    company: detail.company && { ...detail.company, companySolidity: null },
    reviewNotes: null,
    creditDecisions: [],
    orders: [],
    units: detail.units.map((unit) => ({ ...unit, orderId: null })),
  };
}
