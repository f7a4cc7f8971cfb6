import { DeliveryBodySchema, OrderBodySchema } from '../../core/schemas/orders';

// The orders forms' checks: the API's own body schemas (docs/domain.md,
// "Orders"), without what the page adds to the body (the contract, the units
// selected). Loaded when a form is first checked: zod stays out of the page's
// first load. Their messages: order-message-keys.ts.

/** A supplier order as the form holds it: the supplier, the order's number and day, and its price. */
export const orderFormChecks = OrderBodySchema.omit({ contractId: true, unitIds: true });

export const deliveryFormChecks = DeliveryBodySchema;
