// Orders vocabulary (docs/domain.md, Orders) shared by the API and the /orders page.

/** The columns the orders list can be sorted by; orderStatus puts what is still to order first. */
export const ORDER_SORTS = ['orderStatus', 'number', 'company', 'agency', 'createdAt', 'lastOrderDate', 'units'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** Unit statuses an agent may set by hand while shipping; later ones follow the contract. */
export const SHIPPING_UNIT_STATUSES = ['shipmentPreparation', 'sent'] as const;

/**
 * A margin means something once a supplier cost is on record (a price, or a
 * supplier order even at no cost): before, financed amount less commission
 * would read as a margin the agency has not made (docs/domain.md, Orders).
 */
export const marginKnown = (supplierCost: number, supplierOrders = 0): boolean => supplierCost > 0 || supplierOrders > 0;
