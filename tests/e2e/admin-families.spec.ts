import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAs } from '../support/e2e/auth';
import { apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { clickHydrated, hydrated } from '../support/e2e/hydration';
import { acceptCookies } from '../support/e2e/pages';

// The catalogue's administration in the browser: an administrator creates a
// family with a picture and a model (the EAN's check digit checked first); the
// catalogue offers the model at once and it can be priced for a quote. The
// family is removed at the end, so the catalogue other specs count is as seeded.

test('an administrator creates a family with a picture and a model that the catalogue offers at once', async ({ browser, page, context }) => {
  const id = `${Date.now() % 1_000_000_000}`;
  const familyName = `Visori ${id}`;
  const partNumber = `VR-${id}`;
  const superadmin = await apiAs('superadmin');
  let familyId: number | null = null;
  try {
    await signInAs(context, 'admin');
    await acceptCookies(context);
    await open(page, '/families');
    await expect(page.getByTestId('families')).toContainText('Smartphone');
    await page.getByLabel('Nome della nuova famiglia').fill('smartphone');
    await clickHydrated(page.getByRole('button', { name: 'Crea famiglia' }));
    await expect(page.getByText('Esiste già una famiglia con questo nome.')).toBeVisible();
    await page.getByLabel('Nome della nuova famiglia').fill(familyName);
    await page.getByRole('button', { name: 'Crea famiglia' }).click();
    await expect(page).toHaveURL(/\/families\/\d+$/);
    familyId = Number(/\/families\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByTestId('family-name')).toHaveText(familyName);

    // The picture, resized by the server.
    const chooser = page.locator('input[type="file"]');
    await hydrated(chooser);
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    await chooser.setInputFiles({ name: 'visori.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Immagine aggiornata.')).toBeVisible();
    await expect(page.getByTestId('current-picture')).toHaveAttribute('alt', `Immagine della famiglia ${familyName}`);

    // A model: the form names a wrong EAN before sending anything.
    await clickHydrated(page.getByRole('button', { name: 'Nuovo modello' }));
    const dialog = page.getByRole('dialog', { name: `Nuovo modello in ${familyName}` });
    await dialog.getByLabel('Nome').fill('Quest 4 256GB');
    await dialog.getByLabel('Marca').fill('Meta');
    await dialog.getByLabel('Codice articolo').fill(partNumber);
    await dialog.getByLabel('EAN').fill('8806095048148');
    await dialog.getByLabel('Prezzo di listino (€)').fill('649,90');
    await dialog.getByLabel('Categoria').selectOption({ label: 'Tablet' });
    await dialog.getByLabel('Disponibilità').selectOption('available');
    await dialog.getByRole('button', { name: 'Aggiungi modello' }).click();
    await expect(dialog.getByText('Inserire un EAN valido (8 o 13 cifre con la cifra di controllo)')).toBeVisible();
    await dialog.getByLabel('EAN').fill('8806095048147');
    await dialog.getByRole('button', { name: 'Aggiungi modello' }).click();
    await expect(page.getByText('Modello aggiunto: è già nel catalogo.')).toBeVisible();
    const row = page.getByTestId('model-row').filter({ hasText: partNumber });
    await expect(row).toContainText('Meta Quest 4 256GB');
    await expect(row).toContainText('649,90');
    // an Editor edits but does not retire or delete
    await expect(row.getByRole('button', { name: 'Modifica' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Ritira' })).toHaveCount(0);
    await expect(page.getByTestId('audit-history')).toContainText('Creazione · admin');
    await expect(page.getByTestId('audit-history')).toContainText('Tablet');

    // The catalogue offers it at once, and it prices for a quote.
    const agent = await apiAs('agent');
    const products = { params: { agencyId: agent.agencyId }, query: { search: partNumber } };
    const listed = (await agent.api.get('/api/Agency/{agencyId}/Products', products)).body.items;
    expect(listed.map((p) => p.name)).toEqual(['Quest 4 256GB']);
    const priced = await agent.api.post('/api/Agency/{agencyId}/Contracts/prices', {
      params: { agencyId: agent.agencyId },
      json: {
        providerCode: 'GRENKE',
        contractType: 'purchase',
        lines: [{ modelId: listed[0]!.id, quantity: 1, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 1 }] }],
        shipping: { mode: 'pickup', destinations: [] },
      },
    });
    expect(priced.status, String(priced)).toBe(200);
    expect(priced.body.totalValue).toBeGreaterThan(649.9);
    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    await signInAs(agentContext, 'agent');
    await acceptCookies(agentContext);
    await open(agentPage, `/products/${familyId}/${listed[0]!.id}`);
    await expect(agentPage.getByRole('heading', { name: 'Quest 4 256GB' })).toBeVisible();
    await expect(agentPage.getByRole('button', { name: 'Aggiungi al preventivo' })).toBeVisible();

    // Retired by a back-office Administrator, it leaves the catalogue.
    const modelId = listed[0]!.id;
    expect((await superadmin.api.put('/api/Anagra/ProductModels/{modelId}', { params: { modelId }, json: { retired: true } })).status).toBe(200);
    expect((await agent.api.get('/api/Agency/{agencyId}/Products', products)).body.total).toBe(0);
    await agentContext.close();
    await page.reload();
    await expect(row).toContainText('Ritirato');
  } finally {
    if (familyId !== null) {
      const family = (await superadmin.api.get('/api/Anagra/ProductFamilies/{familyId}', { params: { familyId } })).body;
      for (const model of family.models) await superadmin.api.delete('/api/Anagra/ProductModels/{modelId}', { params: { modelId: model.id } });
      expect((await superadmin.api.delete('/api/Anagra/ProductFamilies/{familyId}', { params: { familyId } })).status).toBe(204);
    }
  }
});

// Inside a model: an accessory added (its price checked before sending),
// edited in place and offered on the product page at once, retired, then
// removed; a guarantee tier priced in place. Italian walk, the open panel
// checked with axe and photographed in both languages on a phone and a laptop.
test('an administrator edits the accessories and guarantee services of a model in place', async ({ browser, page, context }) => {
  const id = `${Date.now() % 1_000_000_000}`;
  const superadmin = await apiAs('superadmin');
  const family = (await superadmin.api.post('/api/Anagra/ProductFamilies', { json: { name: `Fotocamere ${id}` } })).body;
  const created = await superadmin.api.post('/api/Anagra/ProductFamilies/{familyId}/Models', {
    params: { familyId: family.id },
    json: { name: `Alpha ${id}`, brand: 'Sony', partNumber: `ALPHA-${id}`, category: 'camera', listPriceCents: 150_000 },
  });
  expect(created.status, String(created)).toBe(201);
  const model = created.body.models[0]!;
  const silver = model.services.find((s) => s.tier === 'SILVER')!;
  const accessoryName = `Batteria ${id}`;
  try {
    await signInAs(context, 'superadmin');
    await acceptCookies(context);
    await open(page, `/families/${family.id}`);
    const row = page.getByTestId('model-row').filter({ hasText: `ALPHA-${id}` });
    await clickHydrated(row.getByRole('button', { name: 'Accessori (0) e servizi di garanzia (3)' }));
    const panel = row.getByTestId('model-extras');
    await panel.getByRole('button', { name: 'Aggiungi accessorio' }).click();
    const form = panel.getByRole('form', { name: 'Aggiungi accessorio' });
    await form.getByLabel('Nome').fill(accessoryName);
    await form.getByLabel('Codice articolo').fill(`BAT-${id}`);
    await form.getByLabel('Prezzo (€)').fill('0');
    await form.getByRole('button', { name: 'Aggiungi accessorio' }).click();
    await expect(form.getByText('Inserire un importo maggiore di zero con al massimo due decimali.')).toBeVisible();
    await form.getByLabel('Prezzo (€)').fill('79,90');
    await form.getByRole('button', { name: 'Aggiungi accessorio' }).click();
    await expect(panel.getByText('Accessorio aggiunto: è già offerto con il modello.')).toBeVisible();
    const accessory = panel.getByTestId('accessory-row').filter({ hasText: accessoryName });
    await expect(accessory).toContainText('79,90');

    // edited in place: the row turns into its form
    await accessory.getByRole('button', { name: `Modifica l'accessorio ${accessoryName}` }).click();
    const edit = panel.getByRole('form', { name: `Modifica l'accessorio ${accessoryName}` });
    await edit.getByLabel('Prezzo (€)').fill('89,90');
    await edit.getByRole('button', { name: 'Salva' }).click();
    await expect(panel.getByText('Accessorio salvato: i preventivi lo usano subito.')).toBeVisible();
    await expect(accessory).toContainText('89,90');

    // the guarantee tier's price in place
    const tier = panel.getByTestId('service-row').filter({ hasText: 'SILVER' });
    await tier.getByRole('button', { name: 'Modifica il prezzo di SILVER' }).click();
    await tier.getByLabel('Prezzo (€)').fill(String((silver.priceCents + 500) / 100).replace('.', ','));
    await tier.getByRole('button', { name: 'Salva' }).click();
    await expect(panel.getByText('Prezzo salvato: il prossimo preventivo lo usa.')).toBeVisible();
    // the history reads the stored cents as money
    const euros = (cents: number) => new Intl.NumberFormat('it', { style: 'currency', currency: 'EUR', useGrouping: true }).format(cents / 100);
    await expect(page.getByTestId('audit-history')).toContainText(`${euros(silver.priceCents)} → ${euros(silver.priceCents + 500)}`);

    // an agent sees the accessory on the product page at once
    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    await signInAs(agentContext, 'agent');
    await acceptCookies(agentContext);
    await open(agentPage, `/products/${family.id}/${model.id}`);
    await expect(agentPage.getByText(accessoryName)).toBeVisible();

    await shoot(page, 'family-extras-it-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'family-extras-it-390');
    expect(await seriousViolations(page)).toEqual([]);

    // retired: no longer offered, still listed here
    await accessory.getByRole('button', { name: `Ritira ${accessoryName}` }).click();
    await expect(accessory).toContainText('Ritirato');
    await agentPage.reload();
    await expect(agentPage.getByRole('heading', { name: `Alpha ${id}` })).toBeVisible();
    await expect(agentPage.getByText(accessoryName)).toHaveCount(0);
    await agentContext.close();

    // removed (no contract names it) after a confirmation
    await accessory.getByRole('button', { name: `Elimina ${accessoryName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(panel.getByTestId('accessory-row')).toHaveCount(0);

    // the same panel in English
    await open(page, `/families/${family.id}`, 'en');
    await clickHydrated(page.getByRole('button', { name: 'Accessories (0) and guarantee services (3)' }));
    await expect(page.getByText('Priced per category (Camera): a change reaches every model of the category.')).toBeVisible();
    await shoot(page, 'family-extras-en-390');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await shoot(page, 'family-extras-en-1366');
  } finally {
    await superadmin.api.put('/api/Anagra/ProductModels/{modelId}/Services/{serviceId}', {
      params: { modelId: model.id, serviceId: silver.id },
      json: { priceCents: silver.priceCents },
    });
    const detail = (await superadmin.api.get('/api/Anagra/ProductFamilies/{familyId}', { params: { familyId: family.id } })).body;
    for (const m of detail.models) {
      for (const a of m.accessories) {
        await superadmin.api.delete('/api/Anagra/ProductModels/{modelId}/Accessories/{accessoryId}', { params: { modelId: m.id, accessoryId: a.id } });
      }
      await superadmin.api.delete('/api/Anagra/ProductModels/{modelId}', { params: { modelId: m.id } });
    }
    expect((await superadmin.api.delete('/api/Anagra/ProductFamilies/{familyId}', { params: { familyId: family.id } })).status).toBe(204);
  }
});
