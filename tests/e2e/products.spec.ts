import { expect, test } from '@playwright/test';
import { LOCALES, apiAs, localized, modelId, open, readQuote, seriousViolations, shoot } from '../support/e2e/cart';
import { signInAs } from '../support/e2e/auth';
import { clickHydrated } from '../support/e2e/hydration';
import { header } from '../support/e2e/shell';
import { acceptCookies } from '../support/e2e/pages';

// The catalogue of issue 4 in Italian and English: families with pictures,
// a family's models with price, warehouse badges, filters and paging,
// the model detail with content, data sheet, accessories and the guarantee
// tiers; choosing a quantity replaces the previous one. axe and pictures.

const WAREHOUSE = {
  it: [
    'Disponibile – pronta consegna',
    'In arrivo (1-2 settimane)',
    'Chiamare per disponibilità',
    'Non disponibile (4-6 settimane)',
    'Disponibilità non specificata',
  ],
  en: ['Available – ready for delivery', 'Incoming (1–2 weeks)', 'Call for availability', 'Not available (4–6 weeks)', 'Availability not specified'],
};

for (const locale of LOCALES) {
  const it = locale === 'it';

  test(`catalogue pages: families, models with filters and paging, model detail (${locale})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const api = await apiAs('nikon');
    const iphone = await modelId(api, 'MYE73QL/A');
    await acceptCookies(context);
    await signInAs(context, 'nikon');

    await open(page, '/products', locale);
    const families = page.getByRole('main').getByRole('list').last().getByRole('link');
    await expect(families).toHaveCount(4);
    await expect(page.getByRole('main').locator('img')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `products-families-${locale}`);

    // Smartphones: 7 models over two pages of 6; the header shows the family's name.
    await clickHydrated(families.first());
    await expect(page).toHaveURL(new RegExp(`${localized(`/products/${iphone.familyId}`, locale)}$`));
    await expect(header(page).title).toHaveText('Smartphone');
    await expect(page.getByTestId('product-card')).toHaveCount(6);
    await expect(page.getByText(it ? 'Pagina 1 di 2' : 'Page 1 of 2')).toBeVisible();
    const badges = await page.locator('[data-warehouse-status]').allInnerTexts();
    expect(badges.every((badge) => WAREHOUSE[locale].includes(badge))).toBe(true);
    await expect(page.getByTestId('product-card').first()).toContainText(it ? 'A partire da' : 'From');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `products-family-${locale}`);
    await clickHydrated(page.getByRole('link', { name: it ? 'Successiva' : 'Next', exact: true }));
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(page.getByText(it ? 'Pagina 2 di 2' : 'Page 2 of 2')).toBeVisible();

    // Filter by availability: only those models, with the badge's label.
    await open(page, `/products/${iphone.familyId}`, locale);
    await page.getByLabel(it ? 'Disponibilità' : 'Availability').selectOption('available');
    await clickHydrated(page.getByRole('button', { name: it ? 'Filtra' : 'Filter' }));
    await expect(page).toHaveURL(/status=available/);
    await expect(page.getByTestId('product-card')).toHaveCount(3);
    await expect(page.locator('[data-warehouse-status="available"]')).toHaveCount(3);
    await page.getByLabel(it ? 'Cerca' : 'Search').fill('nessun modello così');
    await clickHydrated(page.getByRole('button', { name: it ? 'Filtra' : 'Filter' }));
    await expect(page.getByText(it ? 'Nessun modello corrisponde ai filtri scelti.' : 'No model matches the chosen filters.')).toBeVisible();

    // Model detail: content, specifications, data sheet, accessories, the three tiers.
    await open(page, `/products/${iphone.familyId}/${iphone.id}`, locale);
    await expect(header(page).title).toHaveText('Smartphone');
    await expect(page.getByRole('heading', { name: iphone.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: it ? 'Specifiche tecniche' : 'Specifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: it ? 'Scheda del fornitore' : 'Supplier data sheet' })).toBeVisible();
    // the sheet's known fields under their localized labels, not the supplier's keys
    const sheet = page.getByRole('region', { name: it ? 'Scheda del fornitore' : 'Supplier data sheet' });
    await expect(sheet.getByRole('rowheader', { name: it ? 'Codice prodotto' : 'Part number' })).toBeVisible();
    await expect(sheet.getByRole('rowheader', { name: 'partNumber' })).toHaveCount(0);
    await expect(page.getByText('Alimentatore Apple USB-C 20W')).toBeVisible();
    for (const tier of ['SILVER', 'GOLD', 'PLATINUM']) await expect(page.getByRole('columnheader', { name: new RegExp(tier) })).toBeVisible();
    await expect(page.locator('[data-warehouse-status="available"]')).toHaveText(WAREHOUSE[locale][0]!);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `products-model-${locale}`);
  });

  test(`choosing a quantity replaces the previous selection (${locale})`, async ({ page, context }) => {
    const agency = it ? 'Nikon' : 'Agenzia Milano';
    const user = it ? 'agent' : 'customer';
    const api = await apiAs(user, agency);
    await api.api.delete('/api/Agency/{agencyId}/Cart', { params: { agencyId: api.agencyId } });
    const ipad = await modelId(api, 'MUWC3TY/A');
    await acceptCookies(context);
    await signInAs(context, user, { agency });
    await open(page, `/products/${ipad.familyId}/${ipad.id}`, locale);
    const quantity = page.getByLabel(it ? 'Quantità' : 'Quantity', { exact: true });
    await quantity.fill('3');
    await clickHydrated(page.getByRole('button', { name: it ? 'Aggiungi al preventivo' : 'Add to the quote' }));
    await expect(page.getByText(it ? `Nel preventivo: 3 × ${ipad.name}.` : `In the quote: 3 × ${ipad.name}.`)).toBeVisible();
    await quantity.fill('1');
    await page.getByRole('button', { name: it ? 'Aggiorna la quantità' : 'Update the quantity' }).click();
    await expect(page.getByText(it ? `Nel preventivo: 1 × ${ipad.name}.` : `In the quote: 1 × ${ipad.name}.`)).toBeVisible();
    expect((await readQuote(api)).lines.map((l) => [l.modelId, l.quantity])).toEqual([[ipad.id, 1]]);
    await quantity.fill('0');
    await page.getByRole('button', { name: it ? 'Aggiorna la quantità' : 'Update the quantity' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(it ? 'La quantità deve essere almeno 1' : 'The quantity must be at least 1');
    // Opened again, the page knows what the quote holds.
    await page.reload();
    await expect(page.getByText(it ? /Nel preventivo: 1\./ : /In the quote: 1\./)).toBeVisible();
  });
}
