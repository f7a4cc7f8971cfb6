import { expect, test } from '@playwright/test';
import { OpenQuoteSchema } from '@/core/schemas/cart';
import { contractBody } from '@/lib/cart/contract-body';
import {
  type Api,
  LOCALES,
  type Locale,
  type QuoteInput,
  accessoryId,
  apiAs,
  modelId,
  open,
  quoteCustomer,
  seedQuote,
  seriousViolations,
  shoot,
} from '../support/e2e/cart';
import type { Username } from '../support/e2e/accounts';
import { signInAs } from '../support/e2e/auth';
import { acceptCookies } from '../support/e2e/pages';
import { trackMissingMessages } from '../support/e2e/messages';

// Every cart step, and the page after submitting (evaluated and draft), in
// Italian and in English: axe finds no serious or critical violation, and a
// full-page picture of each goes to test-results/screenshots/.

const USER: Record<Locale, Username> = { it: 'superadmin', en: 'admin' };
const AGENCY = 'SmartCom';

async function completeQuote(api: Api): Promise<QuoteInput> {
  const iphone = await modelId(api, 'MYE73QL/A');
  const thinkpad = await modelId(api, '21M7002LIX');
  return {
    durationMonths: 36,
    lines: [
      {
        modelId: iphone.id,
        quantity: 2,
        accessories: [{ accessoryId: await accessoryId(api, iphone.id, 'MW2G3ZM/A'), quantity: 2 }],
        services: [{ tier: 'GOLD', quantity: 2 }],
      },
      { modelId: thinkpad.id, quantity: 1, accessories: [], services: [{ tier: 'GOLD', quantity: 1 }] },
    ],
    shipping: {
      mode: 'multipleDestinations',
      destinations: [
        { units: 2, contactName: 'Anna Verdi', phone: '02 1234567', address: 'Via Roma 1', postalCode: '20121', town: 'Milano', province: 'MI' },
        { units: 1, contactName: 'Luca Neri', phone: '', address: 'Via Po 2', postalCode: '10123', town: 'Torino', province: 'TO' },
      ],
    },
    customer: quoteCustomer(),
    notes: 'Consegna al mattino',
  };
}

const STEPS = [
  { name: 'accessories', path: '/cart/accessories-and-services', ready: 'monthly-payment' },
  { name: 'stories', path: '/cart/virtual-land-stories', ready: null },
  { name: 'recap', path: '/cart/recap', ready: 'price-options' },
  { name: 'customer-info', path: '/cart/customer-info', ready: 'signer' },
  { name: 'shipping', path: '/cart/shipping-management', ready: 'readiness' },
] as const;

for (const locale of LOCALES) {
  test(`every cart step is accessible and pictured (${locale})`, async ({ page, context }) => {
    const missingMessages = trackMissingMessages(page);
    test.setTimeout(180_000);
    const api = await apiAs(USER[locale], AGENCY);
    const quote = await completeQuote(api);
    await seedQuote(api, quote);
    await acceptCookies(context);
    await signInAs(context, USER[locale]);

    for (const step of STEPS) {
      await open(page, step.path, locale);
      await expect(page.getByRole('navigation', { name: locale === 'it' ? 'Passi del preventivo' : 'Quote steps' })).toBeVisible();
      if (step.ready) await expect(page.getByTestId(step.ready).first()).toBeVisible();
      if (step.name === 'recap') await expect(page.getByTestId('tax-simulation')).toBeVisible();
      expect(await seriousViolations(page), step.name).toEqual([]);
      expect(missingMessages).toEqual([]);
      await shoot(page, `cart-step-${step.name}-${locale}`);
    }

    // The empty cart.
    await api.api.delete('/api/Agency/{agencyId}/Cart', { params: { agencyId: api.agencyId } });
    await open(page, '/cart/accessories-and-services', locale);
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(missingMessages).toEqual([]);
    await shoot(page, `cart-step-empty-${locale}`);

    // After submitting: a contract evaluated by the credit provider, and a draft awaiting approval.
    // The body the shipping step sends, from the same quote (lib/cart/contract-body.ts).
    const body = (withCompany: boolean) => contractBody(OpenQuoteSchema.parse({ ...quote, customer: { ...quote.customer, withCompany } }));
    for (const [kind, withCompany] of [
      ['submitted', true],
      ['draft', false],
    ] as const) {
      const created = await api.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: api.agencyId }, json: body(withCompany) });
      expect(created.status, String(created)).toBe(201);
      await open(page, `/cart/shipping-management?contract=${created.body.id}`, locale);
      await expect(page.getByTestId('submitted-contract')).toBeVisible();
      if (!withCompany) {
        await expect(page.getByTestId('contract-status')).toHaveAttribute('data-status', 'draft');
        await expect(page.getByTestId('submitted-contract')).toContainText(
          locale === 'it' ? "attende l'approvazione di un amministratore" : "awaits an administrator's approval",
        );
      }
      expect(await seriousViolations(page), kind).toEqual([]);
      expect(missingMessages).toEqual([]);
      await shoot(page, `cart-step-${kind}-${locale}`);
    }
  });
}
