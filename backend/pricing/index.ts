// The pricing area: POST …/Contracts/prices and …/tax-savings. The cart
// rules, the price book and the computation live beside it for the contracts
// and cart areas and for the portal's own checks.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import type { AppDeps } from '../deps';
import { toCents, toEuros } from '../../core/pricing/money';
import { pricesRoute, taxSavingsRoute } from './routes';
import { priceCart, pricesAnswer } from './service';
import { taxSaving } from '../../core/pricing/tax';

/** Pricing serves quoting: who may create contracts. */
const QUOTING = 'quotes.create';

export function registerPricingRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);

  guarded(pricesRoute(auth), QUOTING, async (c, { actor }) => c.json(pricesAnswer(await priceCart(deps, actor, c.req.valid('json')), actor), 200));

  guarded(taxSavingsRoute(auth), QUOTING, async (c) => {
    const body = c.req.valid('json');
    const income = toCents(body.taxableIncome);
    const saving = taxSaving(income, toCents(body.monthlyPayment), body.durationMonths);
    return c.json(
      {
        taxableIncome: toEuros(income),
        averageRatePercent: saving.averageRateBasisPoints / 100,
        grossTax: toEuros(saving.grossTaxCents),
        yearlyFees: toEuros(saving.yearlyFeesCents),
        yearlyTaxSaving: toEuros(saving.yearlySavingCents),
        yearlyNetCost: toEuros(saving.yearlyFeesCents - saving.yearlySavingCents),
        totalFees: toEuros(saving.totalFeesCents),
        totalTaxSaving: toEuros(saving.totalSavingCents),
      },
      200,
    );
  });
}
