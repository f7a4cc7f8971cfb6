// Contract vocabulary (docs/domain.md) shared by the API and the portal.

export const CONTRACT_STATUSES = [
  'draft',
  'draft_with_notes',
  'created',
  'preApprovated',
  'approvated',
  'refused',
  'missingDocs',
  'documentationOk',
  'sent',
  'refusedByCustomer',
  'contractAccepted',
  'inActivation',
  'active',
  'closing',
  'closed',
  'finished',
  'error',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_PRODUCT_STATUSES = ['none', 'created', 'shipmentPreparation', 'sent', 'inActivation', 'active', 'closing', 'closed', 'finished'] as const;
export type ContractProductStatus = (typeof CONTRACT_PRODUCT_STATUSES)[number];

export const ORDER_STATUSES = ['ToOrder', 'PartiallyOrdered', 'Ordered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const SHIPPING_MODES = ['registeredOffice', 'multipleDestinations', 'pickup'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

export const CREDIT_OUTCOMES = ['preApprovated', 'missingDocs', 'refused', 'error'] as const;
export type CreditOutcome = (typeof CREDIT_OUTCOMES)[number];

/** The orders the contracts list can be sorted in (the table's sortable columns). */
export const CONTRACT_SORTS = ['number', 'createdAt', 'lastStatusChangeAt', 'closingDate', 'monthlyPayment', 'totalValue', 'status', 'company'] as const;
