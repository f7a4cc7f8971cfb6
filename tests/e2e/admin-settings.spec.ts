import { expect, test } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { PDFDocument } from 'pdf-lib';
import { apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { clickHydrated } from '../support/e2e/hydration';
import { acceptCookies } from '../support/e2e/pages';

// The system parameters page: reached from the menu by an administrator, each
// value checked against its range, the change saved with its history. The
// value is put back at the end, so the other specs see the seeded parameters.

test('an administrator changes a system parameter from the menu, within its range, with a history (English)', async ({ page, context }) => {
  const superadmin = await apiAs('superadmin');
  const seeded = (await superadmin.api.get('/api/SystemParameters')).body;
  const before = seeded.archiveRefusedContractDays;
  try {
    await signInAs(context, 'admin');
    await acceptCookies(context);
    await open(page, '/products', 'en');
    await clickHydrated(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'System parameters' }));
    await expect(page).toHaveURL(/\/en\/settings$/);
    const field = page.getByLabel('Days before a refused contract is archived');
    await expect(field).toHaveValue(String(before));
    await field.fill('4000');
    await clickHydrated(page.getByRole('button', { name: 'Save', exact: true }));
    await expect(page.getByText('Enter a whole number from 1 to 3650.')).toBeVisible();
    await page.getByLabel('Lowest credit score (below: refused)').fill('95');
    await field.fill(String(before + 15));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The lowest score may not exceed the pre-approval score.')).toBeVisible();
    await page.getByLabel('Lowest credit score (below: refused)').fill('40');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Parameters saved.')).toBeVisible();
    const history = page.locator('#history').getByTestId('audit-history');
    await expect(history).toContainText('Edited · admin');
    await expect(history).toContainText(`${before} → ${before + 15}`);
    // The history came with the page's refresh: the notice outlives it.
    await expect(page.getByText('Parameters saved.')).toBeVisible();
    expect((await superadmin.api.get('/api/SystemParameters')).body.archiveRefusedContractDays).toBe(before + 15);
  } finally {
    const restore = { archiveRefusedContractDays: before, scoreKO: seeded.scoreKO };
    expect((await superadmin.api.put('/api/SystemParameters', { json: restore })).status).toBe(200);
  }
});

test('agency roles do not reach the system parameters', async ({ page, context }) => {
  await signInAs(context, 'agencyadmin');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/forbidden$/);
});

// The rate factors and the guarantee fees edited within their ranges, each
// with its history, and the privacy PDF replaced (an HTML page named .pdf
// refused). Values and the PDF are put back at the end for the other specs.
test('an administrator edits rate factors, guarantee fees and the privacy PDF on the settings page (English, then Italian)', async ({ page, context }) => {
  const superadmin = await apiAs('superadmin');
  const factor = (await superadmin.api.get('/api/SystemParameters/RateFactors')).body.factors.find(
    (f) => f.providerCode === 'DLL' && f.durationMonths === 60 && f.bandMaxCents === null,
  )!;
  const fee = (await superadmin.api.get('/api/OneriAccessori')).body.fees.find((f) => f.tier === 'PLATINUM' && f.category === 'camera')!;
  const raised = Number((factor.factor + 0.0001).toFixed(6));
  try {
    await signInAs(context, 'admin');
    await acceptCookies(context);
    await open(page, '/settings', 'en');

    const cell = page.locator(`input[name="factor-${factor.id}"]`);
    await expect(cell).toHaveValue(String(factor.factor));
    await cell.fill('0,5');
    await clickHydrated(page.getByRole('button', { name: 'Save factors' }));
    await expect(page.getByText('1 factor is not a number from 0.001 to 0.2 with at most six decimals.')).toBeVisible();
    // a factor as English writes it (the cells read the page's language only)
    await cell.fill(String(raised));
    await page.getByRole('button', { name: 'Save factors' }).click();
    await expect(page.getByText('1 factor saved: the next quote uses them.')).toBeVisible();
    await page.getByText('History of the rate factors').click();
    await expect(page.locator('#rates').getByTestId('audit-history')).toContainText(`DLL, 60 months, top band${factor.factor} → ${raised}`);
    expect((await superadmin.api.get('/api/SystemParameters/RateFactors')).body.factors.find((f) => f.id === factor.id)!.factor).toBe(raised);

    const free = page.locator(`input[name="freeAccidents-${fee.id}"]`);
    await free.fill('11');
    await page.getByRole('button', { name: 'Save fees' }).click();
    await expect(page.getByText('1 row has a value out of its range.')).toBeVisible();
    await free.fill(String(fee.freeAccidents + 1));
    await page.getByRole('button', { name: 'Save fees' }).click();
    await expect(page.getByText('Fees saved: the next quote shows them.')).toBeVisible();

    // the privacy PDF: judged by its bytes, not its name
    const original = await (await page.request.get('/api/smartComSystem/PrivacyFile')).body();
    const chooser = page.locator('#privacy input[type="file"]');
    await chooser.setInputFiles({ name: 'privacy.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>not a pdf</p>') });
    await expect(page.getByText('The file is not a valid PDF.')).toBeVisible();
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Privacy notice, edition 2');
    await chooser.setInputFiles({ name: 'privacy-2.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
    await expect(page.getByText('Privacy notice replaced.')).toBeVisible();
    const served = await (await page.request.get('/api/smartComSystem/PrivacyFile')).body();
    expect((await PDFDocument.load(served)).getPageCount()).toBe(1);
    await expect(page.locator('#history').getByTestId('audit-history')).toContainText('File uploaded · admin');

    await shoot(page, 'settings-rates-en-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'settings-rates-en-390');
    expect(await seriousViolations(page)).toEqual([]);
    // the English walk left the English choice in the locale cookie
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'it', domain: new URL(page.url()).hostname, path: '/' }]);
    await open(page, '/settings');
    await expect(page.getByRole('heading', { name: 'Coefficienti delle società di finanziamento' })).toBeVisible();
    // the history in Italian: the factors with a decimal comma, the PDF by its size
    await page.getByText('Storico dei coefficienti').click();
    const comma = (factor: number) => String(factor).replace('.', ',');
    await expect(page.locator('#rates').getByTestId('audit-history')).toContainText(`DLL, 60 mesi, fascia più alta${comma(factor.factor)} → ${comma(raised)}`);
    await expect(page.locator('#history').getByTestId('audit-history')).toContainText(/PDF privacy caricato \(dimensione\)\d+ kB/);
    await shoot(page, 'settings-rates-it-390');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await shoot(page, 'settings-rates-it-1366');

    // the generated notice back, for the other specs
    await page.locator('#privacy input[type="file"]').setInputFiles({ name: 'privacy.pdf', mimeType: 'application/pdf', buffer: original });
    await expect(page.getByText('Informativa privacy sostituita.')).toBeVisible();
  } finally {
    expect((await superadmin.api.put('/api/SystemParameters/RateFactors', { json: { factors: [{ id: factor.id, factor: factor.factor }] } })).status).toBe(200);
    expect((await superadmin.api.put('/api/OneriAccessori', { json: { fees: [{ id: fee.id, freeAccidents: fee.freeAccidents }] } })).status).toBe(200);
  }
});
