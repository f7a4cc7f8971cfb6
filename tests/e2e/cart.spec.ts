import { expect, test, type Page } from '@playwright/test';
import { partitaIva } from '@/backend/demo/catalogue/check-digits';
import { type Api, LOCALES, type Locale, apiAs, localized, modelId, open, readQuote, shoot } from '../support/e2e/cart';
import { ACCOUNTS } from '../support/e2e/accounts';
import { sessionFor, signInAs } from '../support/e2e/auth';
import { clickHydrated, hydrated } from '../support/e2e/hydration';
import { acceptCookies } from '../support/e2e/pages';
import { sessionCookie } from '../support/e2e/session';

// Issue 4 end to end, in Italian and in English: an agent builds a two-model
// cart with accessories and services from the catalogue, changes the
// duration, picks an option of the recap, fills the customer by VAT lookup
// (completing what the registry lacks), ships to two destinations, submits,
// and finds the contract in the API's list. Along the way the cart survives a
// reload and a second device. Each language uses its own agent (quotes are per user).

const WORDS = {
  it: {
    add: 'Aggiungi al preventivo',
    toCart: /Continua con accessori e servizi/,
    quantity: 'Quantità',
    duration: 'Durata del finanziamento',
    months: (n: number) => `${n} mesi`,
    increase: 'Aumenta',
    decrease: 'Diminuisci',
    stories: /Storie VirtualLand →/,
    skip: 'Salta',
    customerInfo: /Dati cliente →/,
    shipping: /Gestione spedizione →/,
    vat: 'Partita IVA',
    missing: 'Alcuni dati non sono stati trovati',
    pec: 'PEC',
    phone: 'Telefono',
    email: 'Email',
    employees: 'Numero di dipendenti',
    signer: { name: 'Nome', surname: 'Cognome', role: 'Ruolo', fiscalCode: 'Codice fiscale' },
    multi: 'Più destinazioni',
    destination: { units: 'Prodotti da consegnare', contact: 'Referente', address: 'Indirizzo', cap: 'CAP', town: 'Comune', province: 'Provincia (sigla)' },
    addDestination: /Aggiungi una destinazione/,
    ready: "Tutto pronto per l'invio.",
    submit: 'Invia il contratto',
    confirm: 'Invia',
    submitted: 'Contratto inviato',
    rate: '30,73%',
    search: 'Cerca',
    filter: 'Filtra',
    chooseOption: (tier: string, months: number) => new RegExp(`Scegli ${tier} per ${months} mesi`),
  },
  en: {
    add: 'Add to the quote',
    toCart: /Continue with accessories and services/,
    quantity: 'Quantity',
    duration: 'Financing duration',
    months: (n: number) => `${n} months`,
    increase: 'Increase',
    decrease: 'Decrease',
    stories: /VirtualLand stories →/,
    skip: 'Skip',
    customerInfo: /Customer details →/,
    shipping: /Shipping management →/,
    vat: 'VAT number',
    missing: 'Some data could not be found',
    pec: 'PEC (certified e-mail)',
    phone: 'Telephone',
    email: 'E-mail',
    employees: 'Number of employees',
    signer: { name: 'First name', surname: 'Surname', role: 'Role', fiscalCode: 'Fiscal code' },
    multi: 'Multiple destinations',
    destination: {
      units: 'Products to deliver',
      contact: 'Contact',
      address: 'Address',
      cap: 'Postal code',
      town: 'Municipality',
      province: 'Province (code)',
    },
    addDestination: /Add a destination/,
    ready: 'Everything is ready to submit.',
    submit: 'Submit the contract',
    confirm: 'Submit',
    submitted: 'Contract submitted',
    rate: '30.73%',
    search: 'Search',
    filter: 'Filter',
    chooseOption: (tier: string, months: number) => new RegExp(`Choose ${tier} for ${months} months`),
  },
} as const;

const AGENT: Record<Locale, 'agent' | 'capoarea'> = { it: 'agent', en: 'capoarea' };
/** Nuova Stamperia Veneta Srl: the registry lacks its PEC, phone, e-mail and employees. */
const STAMPERIA_VAT = partitaIva('0499001028');

async function addFromModelPage(page: Page, locale: Locale, quantity: number) {
  const w = WORDS[locale];
  await page.getByLabel(w.quantity, { exact: true }).fill(String(quantity));
  await clickHydrated(page.getByRole('button', { name: w.add }));
  await expect(page.getByRole('status').filter({ hasText: `${quantity} ×` })).toBeVisible();
}

const monthly = (page: Page) => page.getByTestId('monthly-payment').innerText();

for (const locale of LOCALES) {
  test(`an agent quotes and submits a two-model contract end to end (${locale})`, async ({ page, context, browser }) => {
    test.setTimeout(240_000);
    const w = WORDS[locale];
    const user = AGENT[locale];
    const api: Api = await apiAs(user);
    await api.api.delete('/api/Agency/{agencyId}/Cart', { params: { agencyId: api.agencyId } });
    const iphone = await modelId(api, 'MYE73QL/A');
    const thinkpad = await modelId(api, '21M7002LIX');
    await acceptCookies(context);
    await signInAs(context, user);

    // Catalogue: family → model, quantity.
    await open(page, '/products', locale);
    await clickHydrated(page.getByRole('link', { name: /^Smartphone/ }).last());
    await expect(page).toHaveURL(new RegExp(`/products/${iphone.familyId}$`));
    await clickHydrated(page.getByRole('link', { name: iphone.name }));
    await expect(page).toHaveURL(new RegExp(`/products/${iphone.familyId}/${iphone.id}$`));
    await addFromModelPage(page, locale, 2);
    await shoot(page, `cart-flow-model-${locale}`);

    // The notebook family, found with the search filter.
    await open(page, `/products/${thinkpad.familyId}`, locale);
    await page.getByLabel(w.search, { exact: true }).fill('ThinkPad');
    await clickHydrated(page.getByRole('button', { name: w.filter }));
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await clickHydrated(page.getByRole('link', { name: thinkpad.name }));
    await addFromModelPage(page, locale, 2);
    await clickHydrated(page.getByRole('link', { name: w.toCart }));

    // Accessories and services: a charger with each iPhone, GOLD for the ThinkPads, a dock.
    await expect(page).toHaveURL(new RegExp(`${localized('/cart/accessories-and-services', locale)}$`));
    const phoneLine = page.getByTestId('cart-line').filter({ hasText: iphone.name });
    const notebookLine = page.getByTestId('cart-line').filter({ hasText: thinkpad.name });
    await clickHydrated(phoneLine.getByRole('button', { name: new RegExp(`^${w.increase}: Alimentatore Apple USB-C 20W`) }));
    await phoneLine.getByRole('button', { name: new RegExp(`^${w.increase}: Alimentatore Apple USB-C 20W`) }).click();
    await notebookLine.getByRole('button', { name: new RegExp(`^${w.increase}: Lenovo ThinkPad Universal USB-C Dock`) }).click();
    await notebookLine.getByRole('button', { name: new RegExp(`^${w.increase}: GOLD`) }).click();
    await notebookLine.getByRole('button', { name: new RegExp(`^${w.increase}: GOLD`) }).click();
    await notebookLine.getByRole('button', { name: new RegExp(`^${w.decrease}: SILVER`) }).click();
    await notebookLine.getByRole('button', { name: new RegExp(`^${w.decrease}: SILVER`) }).click();
    await expect(page.getByTestId('monthly-payment')).toBeVisible();
    await expect(page.getByTestId('price-summary')).not.toHaveAttribute('aria-busy', 'true');
    const at36 = await monthly(page);

    // One duration for the whole order: the payment changes, every line carries it.
    await page.getByLabel(w.duration).selectOption({ label: w.months(48) });
    await expect.poll(() => monthly(page)).not.toBe(at36);
    await expect(page.getByText(locale === 'it' ? 'Preventivo salvato' : 'Quote saved')).toBeVisible();
    await expect.poll(async () => (await readQuote(api)).durationMonths).toBe(48);
    await shoot(page, `cart-flow-accessories-${locale}`);

    // A reload and another device find the same cart (stored by the API).
    await page.reload();
    await expect(phoneLine.getByRole('textbox', { name: 'Alimentatore Apple USB-C 20W' })).toHaveValue('2');
    const other = await browser.newContext({ locale: locale === 'it' ? 'it-IT' : 'en-GB' });
    await other.addCookies([sessionCookie(await sessionFor(user, { fresh: true }))]);
    const otherPage = await other.newPage();
    await otherPage.goto(localized('/cart/accessories-and-services', locale));
    await expect(otherPage.getByTestId('cart-line')).toHaveCount(2);
    await expect(otherPage.getByLabel(w.duration)).toHaveValue('48');
    await other.close();

    // Stories, skipped.
    await clickHydrated(page.getByRole('button', { name: w.stories }));
    await expect(page).toHaveURL(/\/cart\/virtual-land-stories$/);
    await clickHydrated(page.getByRole('link', { name: w.skip, exact: true }));

    // Recap: GOLD for every unit over 48 months, with one click; the tax simulation at 60,000 EUR.
    await expect(page).toHaveURL(/\/cart\/recap$/);
    await clickHydrated(page.getByRole('button', { name: w.chooseOption('GOLD', 48) }));
    await expect(page.getByRole('button', { name: w.chooseOption('GOLD', 48) })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('tax-simulation')).toContainText(w.rate);
    await expect
      .poll(async () => (await readQuote(api)).lines.map((l) => l.services))
      .toEqual([[{ tier: 'GOLD', quantity: 2 }], [{ tier: 'GOLD', quantity: 2 }]]);
    await clickHydrated(page.getByRole('button', { name: w.customerInfo }));

    // Customer info: the VAT number fills the company; the agent completes what the registry lacks.
    await expect(page).toHaveURL(/\/cart\/customer-info$/);
    await hydrated(page.locator('main'));
    await page.getByLabel(w.vat).fill(STAMPERIA_VAT);
    await expect(page.getByText(w.missing)).toBeVisible();
    await expect(page.getByLabel(locale === 'it' ? 'Ragione sociale' : 'Company name')).toHaveValue('Nuova Stamperia Veneta Srl');
    await page.getByLabel(w.pec).fill('stamperiaveneta@pec.it');
    await page.getByLabel(w.phone, { exact: true }).fill('049 8765432');
    await page.getByLabel(w.email, { exact: true }).fill('info@stamperiaveneta.it');
    await page.getByLabel(w.employees).fill('31');
    const signer = page.getByTestId('signer').first();
    await signer.getByLabel(w.signer.name, { exact: true }).fill('Laura');
    await signer.getByLabel(w.signer.surname).fill('Bassi');
    await signer.getByLabel(w.signer.role).fill('Legale rappresentante');
    await signer.getByLabel(w.signer.fiscalCode).fill('BSSLRA75C41G224Y');
    await shoot(page, `cart-flow-customer-${locale}`);
    await clickHydrated(page.getByRole('button', { name: w.shipping }));

    // Two destinations of two products each (Agenzia Milano: at least 2 per destination).
    await expect(page).toHaveURL(/\/cart\/shipping-management$/);
    await clickHydrated(page.getByLabel(w.multi));
    const first = page.getByTestId('destination').first();
    await first.getByLabel(w.destination.units).fill('2');
    await page.getByRole('button', { name: w.addDestination }).click();
    const addresses = [
      ['Laura Bassi', 'Via Venezia 59', '35131', 'Padova', 'PD'],
      ['Marco Bassi', 'Corso Milano 3', '37138', 'Verona', 'VR'],
    ];
    for (const [index, [contact, address, cap, town, province]] of addresses.entries()) {
      const destination = page.getByTestId('destination').nth(index);
      await destination.getByLabel(w.destination.contact).fill(contact!);
      await destination.getByLabel(w.destination.address).fill(address!);
      await destination.getByLabel(w.destination.cap).fill(cap!);
      await destination.getByLabel(w.destination.town).fill(town!);
      await destination.getByLabel(w.destination.province).fill(province!);
    }
    await expect(page.getByTestId('destination').nth(1).getByLabel(w.destination.units)).toHaveValue('2');
    await expect(page.getByTestId('readiness')).toContainText(w.ready);
    await expect(page.getByTestId('shipping-cost')).toContainText('20');
    await shoot(page, `cart-flow-shipping-${locale}`);

    // Submit, confirmed: the contract's number and status, and the contract in the API's list.
    await clickHydrated(page.getByRole('button', { name: w.submit }));
    await page.getByRole('dialog').getByRole('button', { name: w.confirm, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.submitted })).toBeVisible({ timeout: 30_000 });
    const number = (await page.getByTestId('contract-number').innerText()).trim();
    expect(number).toMatch(/^AP-\d{4}-\d{6}$/);
    await expect(page.getByTestId('contract-status')).not.toHaveAttribute('data-status', 'draft');
    await shoot(page, `cart-flow-submitted-${locale}`);

    const list = await api.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: api.agencyId }, query: { q: number } });
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ number, durationMonths: 48, company: expect.objectContaining({ name: 'Nuova Stamperia Veneta Srl' }) }),
    ]);
    // The quote became the contract: the next one starts empty.
    expect((await readQuote(api)).lines).toEqual([]);
    expect(ACCOUNTS[user].agencies[0]).toBe('Agenzia Milano');
  });
}
