// The pricing area: cart rules, prices and tax savings. Other areas import
// the cart schema and priceCart from here.
export { CartSchema, type Cart, type CartLine, CartLineSchema, DestinationUnitsSchema, CartShippingSchema } from '../../core/schemas/pricing';
export { priceCart, pricesAnswer, type PricesAnswer } from './service';
export type { PricedCart, PricedLine } from '../../core/pricing/compute';
export { canSeeCommission } from './visibility';
export { registerPricingRoutes } from './register';
export { PricesAnswerSchema } from '../../core/schemas/pricing-answers';
