import type { z } from 'zod';
import { ServiceUpdateBodySchema } from '../../core/schemas/model-extras';
import { formChecks } from '../validation/form-checks';

// A guarantee tier's price form: the API's own body schema over the price in
// euros (it takes cents). Loaded when the form is first checked: zod stays out
// of the page's first load.

/** The price as DecimalField gives it (null blank, NaN unreadable). */
export interface ServicePriceValues {
  price: number | null;
}

/** The price alone, which the form always sends. */
const priceBody = ServiceUpdateBodySchema.pick({ priceCents: true }).required();

export const servicePriceChecks = formChecks<ServicePriceValues, z.output<typeof priceBody>>(async ({ price }) => {
  const result = await priceBody.safeParseAsync({
    priceCents: price === null ? Number.NaN : Math.round(price * 100),
  });
  return result.success ? { data: result.data } : { issues: [{ path: ['price'], message: 'invalidPrice' }] };
});
