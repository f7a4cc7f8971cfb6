import type { ContractProductStatus, ContractStatus, OrderStatus } from '../../core/domain/contracts';

// The colour family of each status badge, by what the status asks of people:
// waiting for someone (info), good news (success), needs attention (warning),
// ended badly (danger), at rest (neutral), running (progress).

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'progress';

export const CONTRACT_STATUS_TONES: Record<ContractStatus, Tone> = {
  draft: 'neutral',
  draft_with_notes: 'warning',
  created: 'info',
  preApprovated: 'success',
  approvated: 'success',
  refused: 'danger',
  missingDocs: 'warning',
  documentationOk: 'info',
  sent: 'info',
  refusedByCustomer: 'danger',
  contractAccepted: 'success',
  inActivation: 'progress',
  active: 'progress',
  closing: 'warning',
  closed: 'neutral',
  finished: 'neutral',
  error: 'danger',
};

export const PRODUCT_STATUS_TONES: Record<ContractProductStatus, Tone> = {
  none: 'neutral',
  created: 'info',
  shipmentPreparation: 'warning',
  sent: 'info',
  inActivation: 'progress',
  active: 'progress',
  closing: 'warning',
  closed: 'neutral',
  finished: 'neutral',
};

export const ORDER_STATUS_TONES: Record<OrderStatus, Tone> = {
  ToOrder: 'warning',
  PartiallyOrdered: 'info',
  Ordered: 'success',
};
