// Prices a cart that passed the cart rules (docs/domain.md): financed amount =
// products + accessories + services + shipping; monthly = financed ×
// factor(provider, duration, band); total = monthly × duration.
import type { z } from 'zod';
import { productUnits } from './cart-rules';
import { toCents, toEuros } from './money';
import { type PriceBook, serviceKey } from './price-book';
import { commissionCents, commissionPercentFor, monthlyPayment, shippingCostCents, sortBands, totalValueCents } from './rules';
import type { Cart } from '../schemas/pricing';
import type { PricesAnswerSchema } from '../schemas/pricing-answers';

type PricesAnswer = z.infer<typeof PricesAnswerSchema>;

/** The answer of POST …/Contracts/prices, with the commission always there (contracts store it; answers show it only to roles allowed to see it). Amounts in EUR with 2 decimals; computed in cents. */
export type PricedCart = Omit<PricesAnswer, 'commission'> & { commission: NonNullable<PricesAnswer['commission']> };
export type PricedLine = PricedCart['lines'][number];

const priced = (unitCents: number, quantity: number) => ({ unitPrice: toEuros(unitCents), amount: toEuros(unitCents * quantity) });

/** Call only when cartErrors(cart, book) is empty: every lookup below then succeeds. */
export function computePrices(cart: Cart, book: PriceBook): PricedCart {
  let products = 0;
  let accessories = 0;
  let services = 0;
  const lines: PricedLine[] = cart.lines.map((line) => {
    const model = book.models.get(line.modelId)!;
    const unit = toCents(model.listPrice);
    products += unit * line.quantity;
    return {
      modelId: model.id,
      name: model.name,
      partNumber: model.partNumber,
      quantity: line.quantity,
      ...priced(unit, line.quantity),
      accessories: line.accessories.map((a) => {
        const accessory = book.accessories.get(a.accessoryId)!;
        const cents = toCents(accessory.price);
        accessories += cents * a.quantity;
        return { id: accessory.id, name: accessory.name, partNumber: accessory.partNumber, quantity: a.quantity, ...priced(cents, a.quantity) };
      }),
      services: line.services.map((s) => {
        const service = book.services.get(serviceKey(s.tier, model.category))!;
        const cents = toCents(service.price);
        services += cents * s.quantity;
        return { serviceId: service.id, tier: service.tier, quantity: s.quantity, ...priced(cents, s.quantity) };
      }),
    };
  });

  const units = productUnits(cart);
  const shipping = shippingCostCents(cart.shipping.mode, units, toCents(book.agency.shippingUnitCost));
  const financed = products + accessories + services + shipping;
  const durationMonths = cart.lines[0]!.durationMonths;
  const provider = book.provider!;
  const payment = monthlyPayment(sortBands(book.bandsByDuration.get(durationMonths)!), financed);
  if (!payment) throw new Error(`no rate band of ${provider.code}/${durationMonths} covers ${financed} cents`);
  const percent = commissionPercentFor(provider.code, book.agency);

  return {
    provider,
    contractType: cart.contractType,
    durationMonths,
    shippingMode: cart.shipping.mode,
    productUnits: units,
    lines,
    productsAmount: toEuros(products),
    accessoriesAmount: toEuros(accessories),
    servicesAmount: toEuros(services),
    shippingCost: toEuros(shipping),
    financedAmount: toEuros(financed),
    rateFactor: payment.factor,
    bandMax: payment.bandMax,
    monthlyPayment: toEuros(payment.monthlyCents),
    totalValue: toEuros(totalValueCents(payment.monthlyCents, durationMonths)),
    commission: { percent, amount: toEuros(commissionCents(financed, percent)) },
  };
}
