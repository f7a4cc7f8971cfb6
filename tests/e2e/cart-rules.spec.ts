import { expect, test } from '@playwright/test';
import type { ApiCallBody } from '@/lib/api-types';
import { type Api, LOCALES, type Locale, type QuoteLine, accessoryId, apiAs, modelId, open, readQuote, seedQuote, shoot } from '../support/e2e/cart';
import type { Username } from '../support/e2e/accounts';
import { signInAs } from '../support/e2e/auth';
import { clickHydrated } from '../support/e2e/hydration';
import { acceptCookies } from '../support/e2e/pages';

// the cart rules in the browser, with the specified messages in both languages,
// and the same carts refused again by the API: flex rental with accessories,
// accessories above 49% of the total, more services than products. Then every
// invalid field of the customer form shows its message and a reload loses
// nothing. Each language works as its own user (quotes are per user).

const RULES_USER: Record<Locale, [Username, string]> = { it: ['junior', 'Agenzia Milano'], en: ['nikon', 'Nikon'] };
// Team leaders of each agency; the agency administrator's cart is the end-of-term spec's (its upgrade writes it).
const FORM_USER: Record<Locale, [Username, string]> = { it: ['capoarea', 'Agenzia Milano'], en: ['groupmanager', 'Agenzia Roma'] };

const TEXT = {
  it: {
    flexType: 'Noleggio Flex (riscatto)',
    flexRefusal: 'Non è possibile aggiungere accessori in un carrello con prodotti in Noleggio Flex',
    over49: 'Il valore degli accessori non può superare il 49% del totale (ora 49,3%)',
    mismatch: 'Serve un servizio per ogni prodotto: 3 servizi per 2 prodotti',
    remove: 'Rimuovi 1 servizio tra: SILVER (2), GOLD (1)',
    increase: 'Aumenta',
    decrease: 'Diminuisci',
    next: /Storie VirtualLand →/,
    blocked: 'Per continuare:',
  },
  en: {
    flexType: 'Flex rental (buy-back)',
    flexRefusal: 'Accessories cannot be added to a cart with Flex rental products',
    over49: 'Accessories may not exceed 49% of the total (now 49.3%)',
    mismatch: 'One service per product is needed: 3 services for 2 products',
    remove: 'Remove 1 service from: SILVER (2), GOLD (1)',
    increase: 'Increase',
    decrease: 'Decrease',
    next: /VirtualLand stories →/,
    blocked: 'To continue:',
  },
} as const;

type PricesBody = ApiCallBody<'POST', '/api/Agency/{agencyId}/Contracts/prices'>;

async function pricesErrors(api: Api, quote: Pick<PricesBody, 'contractType'> & { lines: QuoteLine[] }) {
  const answer = await api.api.post('/api/Agency/{agencyId}/Contracts/prices', {
    params: { agencyId: api.agencyId },
    json: { providerCode: 'GRENKE', ...quote, lines: quote.lines.map((l) => ({ ...l, durationMonths: 36 })), shipping: { mode: 'registeredOffice' } },
  });
  expect(answer.status).toBe(400);
  return answer.error.errors.map((e) => e.code);
}

for (const locale of LOCALES) {
  test(`cart rules: flex refusal, the 49% warning, services mismatch, in the browser and by the API (${locale})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    const [user, agency] = RULES_USER[locale];
    const api = await apiAs(user, agency);
    const iphone = await modelId(api, 'MYE73QL/A');
    const ipadAir = await modelId(api, 'MUWC3TY/A');
    const charger = await accessoryId(api, iphone.id, 'MW2G3ZM/A');
    const glass = await accessoryId(api, iphone.id, 'PNL-TEMP-UNI');
    const keyboard = await accessoryId(api, ipadAir.id, 'MWR43T/A');
    const pencil = await accessoryId(api, ipadAir.id, 'MUWA3ZM/A');
    await acceptCookies(context);
    await signInAs(context, user, { agency });

    // Flex rental with an accessory: refused on the line, going on refused, a new accessory refused.
    const flexLines: QuoteLine[] = [
      { modelId: iphone.id, quantity: 1, accessories: [{ accessoryId: charger, quantity: 1 }], services: [{ tier: 'SILVER', quantity: 1 }] },
    ];
    await seedQuote(api, { lines: flexLines });
    await open(page, '/cart/accessories-and-services', locale);
    await clickHydrated(page.getByLabel(t.flexType));
    const line = page.getByTestId('cart-line');
    await expect(line.getByText(t.flexRefusal)).toBeVisible();
    await line.getByRole('button', { name: `${t.increase}: Pellicola in vetro temperato` }).click();
    await expect(line.getByRole('alert').filter({ hasText: t.flexRefusal })).toHaveCount(2);
    await expect(line.getByRole('textbox', { name: 'Pellicola in vetro temperato' })).toHaveValue('0');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.blocked)).toBeVisible();
    await expect(page).toHaveURL(/accessories-and-services$/);
    await shoot(page, `cart-rule-flex-${locale}`);
    expect(await pricesErrors(api, { contractType: 'flex', lines: flexLines })).toContain('flex_with_accessories');
    expect(glass).toBeGreaterThan(0);

    // Accessories above 49% of the total: a warning with the share; GOLD instead of SILVER brings it under.
    const heavy: QuoteLine[] = [
      {
        modelId: ipadAir.id,
        quantity: 1,
        accessories: [
          { accessoryId: keyboard, quantity: 2 },
          { accessoryId: pencil, quantity: 2 },
        ],
        services: [{ tier: 'SILVER', quantity: 1 }],
      },
    ];
    await seedQuote(api, { lines: heavy });
    await open(page, '/cart/accessories-and-services', locale);
    await expect(page.getByTestId('issue-accessories_over_limit')).toHaveText(t.over49);
    await shoot(page, `cart-rule-49-${locale}`);
    expect(await pricesErrors(api, { contractType: 'purchase', lines: heavy })).toEqual(['accessories_over_limit']);
    await clickHydrated(page.getByRole('button', { name: new RegExp(`^${t.increase}: GOLD`) }));
    await page.getByRole('button', { name: new RegExp(`^${t.decrease}: SILVER`) }).click();
    await expect(page.getByTestId('issue-accessories_over_limit')).toHaveCount(0);
    await expect(page.getByTestId('monthly-payment')).toBeVisible();

    // More services than products: which to remove; removing one fixes it.
    const mismatched: QuoteLine[] = [
      {
        modelId: iphone.id,
        quantity: 2,
        accessories: [],
        services: [
          { tier: 'SILVER', quantity: 2 },
          { tier: 'GOLD', quantity: 1 },
        ],
      },
    ];
    await seedQuote(api, { lines: mismatched });
    await open(page, '/cart/accessories-and-services', locale);
    const services = page.getByTestId('cart-line').getByRole('alert');
    await expect(services).toContainText(t.mismatch);
    await expect(services).toContainText(t.remove);
    await shoot(page, `cart-rule-services-${locale}`);
    expect(await pricesErrors(api, { contractType: 'purchase', lines: mismatched })).toEqual(['services_mismatch']);
    await clickHydrated(page.getByRole('button', { name: new RegExp(`^${t.decrease}: GOLD`) }));
    await expect(page.getByTestId('cart-line').getByRole('alert')).toHaveCount(0);
    await expect.poll(async () => (await readQuote(api)).lines[0]?.services).toEqual([{ tier: 'SILVER', quantity: 2 }]);
  });

  test(`customer info: every invalid field shows its message, and a reload loses no input (${locale})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const [user, agency] = FORM_USER[locale];
    const api = await apiAs(user, agency);
    const iphone = await modelId(api, 'MYE73QL/A');
    await seedQuote(api, { lines: [{ modelId: iphone.id, quantity: 1, accessories: [], services: [{ tier: 'SILVER', quantity: 1 }] }] });
    await acceptCookies(context);
    await signInAs(context, user, { agency });
    await open(page, '/cart/customer-info', locale);

    const it = locale === 'it';
    const company = (label: string) => page.getByRole('region', { name: it ? 'Azienda' : 'Company' }).getByLabel(label, { exact: true });
    const signer = (label: string) => page.getByTestId('signer').getByLabel(label, { exact: true });
    const fields: [ReturnType<typeof company>, string, string][] = [
      [company(it ? 'Ragione sociale' : 'Company name'), '', it ? 'Campo obbligatorio' : 'Required field'],
      // tax codes of the right shape whose check character is wrong (the right ones end in 6 and V)
      [company(it ? 'Partita IVA' : 'VAT number'), '04835210157', it ? 'È necessario inserire una P.iva valida' : 'Please enter a valid VAT number'],
      [
        company(it ? 'Codice fiscale' : 'Fiscal code'),
        '04835210157',
        it ? 'È necessario inserire un codice fiscale valido' : 'Please enter a valid fiscal code',
      ],
      [company('PEC' + (it ? '' : ' (certified e-mail)')), 'rossi@pec', it ? 'Inserire un indirizzo email valido.' : 'Please enter a valid e-mail address.'],
      [company('IBAN'), 'IT00X123', it ? 'È necessario inserire un IBAN valido' : 'Please enter a valid IBAN'],
      [company(it ? 'CAP' : 'Postal code'), '2012', it ? 'È necessario inserire un CAP valido' : 'Please enter a valid postal code'],
      [
        company(it ? 'Provincia (sigla)' : 'Province (code)'),
        'M1',
        it ? 'Inserire la sigla della provincia (2 lettere)' : 'Enter the province code (2 letters)',
      ],
      [company(it ? 'Telefono' : 'Telephone'), 'call me', it ? 'È necessario inserire un numero di telefono valido' : 'Please enter a valid phone number'],
      [company(it ? 'Numero di dipendenti' : 'Number of employees'), 'many', it ? 'Inserire un numero intero.' : 'Please enter a whole number.'],
      [
        signer(it ? 'Codice fiscale' : 'Fiscal code'),
        'RSSMRA70A01F205Z',
        it ? 'È necessario inserire un codice fiscale valido' : 'Please enter a valid fiscal code',
      ],
      [signer(it ? 'Nome' : 'First name'), '', it ? 'Campo obbligatorio' : 'Required field'],
    ];
    const valid: [ReturnType<typeof company>, string][] = [
      [company(it ? 'Indirizzo della sede legale' : 'Registered office address'), 'Via Roma 1'],
      [company(it ? 'Comune' : 'Municipality'), 'Milano'],
      [signer(it ? 'Cognome' : 'Surname'), 'Rossi'],
      [signer(it ? 'Ruolo' : 'Role'), 'Legale rappresentante'],
    ];
    for (const [field, value] of [...fields, ...valid]) await field.fill(value);
    await clickHydrated(page.getByRole('button', { name: it ? /Gestione spedizione →/ : /Shipping management →/ }));
    await expect(page).toHaveURL(/customer-info$/);
    const check = async () => {
      for (const [field, value, message] of fields) {
        await expect(field).toHaveValue(value);
        // validation renders a moment after the click (and after a reload): wait for it
        await expect(field, message).toHaveAttribute('aria-invalid', 'true');
        await expect(field, message).toHaveAttribute('aria-describedby', /\S/);
        const described = await field.getAttribute('aria-describedby');
        await expect(page.locator(`[id="${described!.split(' ')[0]}"]`)).toHaveText(message);
      }
      for (const [field, value] of valid) {
        await expect(field).toHaveValue(value);
        await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      }
    };
    await check();
    await shoot(page, `cart-customer-invalid-${locale}`);
    await expect(page.getByText(it ? 'Preventivo salvato' : 'Quote saved')).toBeVisible();
    await page.reload();
    await check();
  });
}
