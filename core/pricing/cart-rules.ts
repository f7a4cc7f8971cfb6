// cart rules, checked again by the API for every price, create and
// edit (docs/domain.md). Each broken rule becomes one error item whose field says
// where: the client shows it next to the line to fix.
import type { RuleViolation } from '../error-codes';
import { type PriceBook, serviceKey } from './price-book';
import type { Cart } from '../schemas/pricing';
import { ACCESSORIES_MAX_PERCENT } from './limits';
import { toCents } from './money';

export function checkQuantities(cart: Cart): RuleViolation[] {
  const errors: RuleViolation[] = [];
  cart.lines.forEach((line, i) => {
    if (line.quantity < 1) errors.push({ field: `lines.${i}.quantity`, code: 'quantity_below_one' });
    line.accessories.forEach((a, j) => {
      if (a.quantity < 1) errors.push({ field: `lines.${i}.accessories.${j}.quantity`, code: 'quantity_below_one' });
    });
    line.services.forEach((s, j) => {
      if (s.quantity < 1) errors.push({ field: `lines.${i}.services.${j}.quantity`, code: 'quantity_below_one' });
    });
  });
  return errors;
}

/** Every id must name something the catalogue sells, in the combination asked for. */
export function checkReferences(cart: Cart, book: PriceBook): RuleViolation[] {
  const errors: RuleViolation[] = [];
  if (!book.provider) errors.push({ field: 'providerCode', code: 'unknown_provider' });
  cart.lines.forEach((line, i) => {
    const model = book.models.get(line.modelId);
    if (!model) {
      errors.push({ field: `lines.${i}.modelId`, code: 'unknown_product' });
      return;
    }
    if (book.provider && !book.bandsByDuration.has(line.durationMonths)) {
      errors.push({ field: `lines.${i}.durationMonths`, code: 'unknown_duration' });
    }
    line.accessories.forEach((a, j) => {
      if (!book.accessories.has(a.accessoryId) || !model.accessoryIds.has(a.accessoryId)) {
        errors.push({ field: `lines.${i}.accessories.${j}.accessoryId`, code: 'accessory_not_for_model' });
      }
    });
    line.services.forEach((s, j) => {
      if (!book.services.has(serviceKey(s.tier, model.category))) {
        errors.push({ field: `lines.${i}.services.${j}.tier`, code: 'unknown_service' });
      }
    });
  });
  return errors;
}

/** One duration for the whole order (docs/domain.md). */
export function checkDurations(cart: Cart): RuleViolation[] {
  const durations = [...new Set(cart.lines.map((l) => l.durationMonths))];
  return durations.length > 1 ? [{ field: 'lines', code: 'mixed_durations', params: { durations: durations.join(', ') } }] : [];
}

/** Noleggio flex: only flex-eligible models and no accessories (docs/domain.md). */
export function checkFlex(cart: Cart, book: PriceBook): RuleViolation[] {
  if (cart.contractType !== 'flex') return [];
  const errors: RuleViolation[] = [];
  cart.lines.forEach((line, i) => {
    const model = book.models.get(line.modelId);
    if (model && !model.flexEligible) errors.push({ field: `lines.${i}.modelId`, code: 'not_flex_eligible' });
    if (line.accessories.length > 0) errors.push({ field: `lines.${i}.accessories`, code: 'flex_with_accessories' });
  });
  return errors;
}

/** Exactly one service per product unit; the field names each line with too many or too few. */
export function checkServices(cart: Cart): RuleViolation[] {
  const errors: RuleViolation[] = [];
  cart.lines.forEach((line, i) => {
    const services = line.services.reduce((sum, s) => sum + s.quantity, 0);
    if (services !== line.quantity) {
      errors.push({
        field: `lines.${i}.services`,
        code: 'services_mismatch',
        params: { products: line.quantity, services, excess: Math.max(0, services - line.quantity) },
      });
    }
  });
  return errors;
}

export function productUnits(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Each destination gets at least shippingMaxUnits products, and together all of them. */
export function checkShipping(cart: Cart, book: PriceBook): RuleViolation[] {
  if (cart.shipping.mode !== 'multipleDestinations') return [];
  const { destinations } = cart.shipping;
  if (destinations.length === 0) return [{ field: 'shipping.destinations', code: 'required' }];
  const min = book.agency.shippingMaxUnits;
  const errors: RuleViolation[] = [];
  destinations.forEach((d, k) => {
    if (d.units < min) errors.push({ field: `shipping.destinations.${k}.units`, code: 'destination_below_min_units', params: { min } });
  });
  const assigned = destinations.reduce((sum, d) => sum + d.units, 0);
  const products = productUnits(cart);
  if (assigned !== products) {
    errors.push({ field: 'shipping.destinations', code: 'destinations_units_mismatch', params: { products, destinations: assigned } });
  }
  return errors;
}

/**
 * Accessories ≤ 49% of the goods total (products + accessories + services;
 * shipping is a cost of delivery, not of the goods). Checked on a cart whose
 * references are valid.
 */
export function checkAccessoriesShare(cart: Cart, book: PriceBook): RuleViolation[] {
  let goods = 0;
  let accessories = 0;
  for (const line of cart.lines) {
    const model = book.models.get(line.modelId)!;
    goods += toCents(model.listPrice) * line.quantity;
    for (const a of line.accessories) accessories += toCents(book.accessories.get(a.accessoryId)!.price) * a.quantity;
    for (const s of line.services) goods += toCents(book.services.get(serviceKey(s.tier, model.category))!.price) * s.quantity;
  }
  goods += accessories;
  return accessories * 100 > goods * ACCESSORIES_MAX_PERCENT
    ? [{ field: 'lines', code: 'accessories_over_limit', params: { percent: ACCESSORIES_MAX_PERCENT } }]
    : [];
}

/** Every rule at once, so the client can show all problems in one round trip. */
export function cartErrors(cart: Cart, book: PriceBook): RuleViolation[] {
  const quantities = checkQuantities(cart);
  const references = checkReferences(cart, book);
  const errors = [...quantities, ...references, ...checkDurations(cart), ...checkFlex(cart, book), ...checkServices(cart), ...checkShipping(cart, book)];
  if (quantities.length === 0 && references.length === 0) errors.push(...checkAccessoriesShare(cart, book));
  return errors;
}
