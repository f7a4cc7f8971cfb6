import { expect, test, type Page } from '@playwright/test';
import { apiAs, open, readQuote, seedQuote } from '../support/e2e/cart';
import { signInAs } from '../support/e2e/auth';
import { acceptCookies } from '../support/e2e/pages';

// Nothing typed in a cart step is lost by a reload a moment later: the edit is
// kept in the tab until the API has it, put back after the reload, and saved.
// (agent working for Nikon: no other spec uses this quote.)

const USER = 'agent';
const AGENCY = 'Nikon';

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
