// Registers POST …/Contracts/prices and …/tax-savings.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { agencyActor } from '../catalogue/scope';
import type { AppDeps } from '../lib/deps';
import { toCents, toEuros } from '../../core/pricing/money';
import { pricesRoute, taxSavingsRoute } from './routes';
import { priceCart, pricesAnswer } from './service';
import { taxSaving } from '../../core/pricing/tax';

export function registerPricingRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);

  app.openapi(pricesRoute(auth), async (c) => {
    const actor = await agencyActor(deps.db, c.get('user'), c.req.valid('param').agencyId, 'contracts', 'create');
    const priced = await priceCart(deps, actor, c.req.valid('json'));
    return c.json(pricesAnswer(priced, actor), 200);
  });

  app.openapi(taxSavingsRoute(auth), async (c) => {
    await agencyActor(deps.db, c.get('user'), c.req.valid('param').agencyId, 'contracts', 'create');
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
