import { expect, test, type Page } from '@playwright/test';
import { apiAs, open, readQuote, seedQuote } from '../support/e2e/cart';
import { signInAs } from '../support/e2e/auth';
import { acceptCookies } from '../support/e2e/pages';

// The quote as people meet it: nothing typed is lost by a reload a moment
// later (the edit is kept in the tab until the API has it), a new quote does
// not inherit an abandoned one's terms, a credit decision names what it
// lacked. One quote (agent working for Nikon, used by no other spec), so the
// tests run one after the other.

const USER = 'agent';
const AGENCY = 'Nikon';

test.describe.configure({ mode: 'serial' });

async function reloadSoon(page: Page) {
  await page.waitForTimeout(100); // well inside the save's half-second wait
  await page.reload();
}

test('a reload 100 ms after typing keeps the quantity and the customer data', async ({ page, context }) => {
  test.setTimeout(90_000);
  const api = await apiAs(USER, AGENCY);
  const { body } = await api.call<{ items: { id: number; name: string }[] }>('GET', `/api/Agency/${api.agencyId}/Products?pageSize=1`);
  const model = body.items[0]!;
  await seedQuote(api, { lines: [{ modelId: model.id, quantity: 1, accessories: [], services: [{ tier: 'SILVER', quantity: 1 }] }] });
  await acceptCookies(context);
  await signInAs(context, USER, { agency: AGENCY });

  await open(page, '/cart/accessories-and-services', 'it');
  const quantity = page.getByLabel(`Quantità di ${model.name}`, { exact: true });
  await quantity.fill('3');
  await reloadSoon(page);
  await expect(page.getByLabel(`Quantità di ${model.name}`, { exact: true })).toHaveValue('3');
  await expect.poll(async () => (await readQuote(api)).lines[0]?.quantity, { timeout: 10_000 }).toBe(3);

  await open(page, '/cart/customer-info', 'it');
  const name = page.getByRole('region', { name: 'Azienda' }).getByLabel('Ragione sociale', { exact: true });
  await name.fill('Digitato Prima del Ricaricamento Srl');
  await reloadSoon(page);
  await expect(page.getByRole('region', { name: 'Azienda' }).getByLabel('Ragione sociale', { exact: true })).toHaveValue(
    'Digitato Prima del Ricaricamento Srl',
  );
  await expect
    .poll(async () => ((await readQuote(api)).customer as { company?: { name?: string } }).company?.name, { timeout: 10_000 })
    .toBe('Digitato Prima del Ricaricamento Srl');
});

test("a new quote after an abandoned 'Noleggio flex' one starts as a purchase, with the default duration", async ({ page, context }) => {
  const api = await apiAs(USER, AGENCY);
  await seedQuote(api, { contractType: 'flex', durationMonths: 60, lines: [] });
  const { body } = await api.call<{ items: { id: number; familyId: number; name: string }[] }>('GET', `/api/Agency/${api.agencyId}/Products?pageSize=1`);
  const model = body.items[0]!;
  await acceptCookies(context);
  await signInAs(context, USER, { agency: AGENCY });
  await open(page, `/products/${model.familyId}/${model.id}`, 'it');
  await page.getByLabel('Quantità', { exact: true }).fill('1');
  await page.getByRole('button', { name: /Aggiungi al preventivo/ }).click();
  await expect.poll(async () => (await readQuote(api)).lines.length).toBe(1);
  const quote = (await readQuote(api)) as unknown as { contractType: string; durationMonths: number };
  expect(quote).toMatchObject({ contractType: 'purchase', durationMonths: 36 });
});

test('a credit decision for missing company data names the missing fields', async ({ page, context }) => {
  const api = await apiAs(USER, AGENCY);
  const { body } = await api.call<{ items: { id: number }[] }>('GET', `/api/Agency/${api.agencyId}/Products?pageSize=1`);
  const created = await api.call<{ id: number; status: string }>('POST', `/api/Agency/${api.agencyId}/Contracts`, {
    providerCode: 'GRENKE',
    contractType: 'purchase',
    lines: [{ modelId: body.items[0]!.id, quantity: 1, durationMonths: 36, accessories: [], services: [{ tier: 'SILVER', quantity: 1 }] }],
    shipping: { mode: 'pickup', destinations: [] },
    company: { name: 'Dati Scarsi Srl', vatNumber: '12345678903', address: 'Via Roma 1', postalCode: '20121', municipality: 'Milano', province: 'MI' },
    signers: [{ name: 'Anna', surname: 'Verdi', role: 'Legale rappresentante', fiscalCode: 'VRDNNA80A41F205K' }],
  });
  expect(created.status).toBe(201);
  expect(created.body.status).toBe('missingDocs');
  await acceptCookies(context);
  await signInAs(context, USER, { agency: AGENCY });
  await page.goto(`/contracts/${created.body.id}`);
  const missing = page.getByTestId('decision-missing');
  await expect(missing).toContainText('mancano: Solidità aziendale, Numero di dipendenti, Data di costituzione');
  await expect(missing.getByRole('link', { name: "Vedi i dati dell'azienda" })).toHaveAttribute('href', '#company');
});
