// What a customer sees of their company's contract: the contract, its
// products, documents and status. Not the agency's workings: the reviewer's
// notes, the credit provider's scores, supplier orders and prices, or the
// notes others wrote on status changes (docs/domain.md, "What each role sees").
import type { ContractDetail } from './schemas-out';

export function customerView(detail: ContractDetail, customerUserId: number): ContractDetail {
  return {
    ...detail,
    reviewNotes: null,
    creditDecisions: [],
    orders: [],
    units: detail.units.map((unit) => ({ ...unit, orderId: null })),
    history: detail.history.map((entry) => (entry.changedBy?.id === customerUserId ? entry : { ...entry, note: null })),
  };
}
