import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAs } from '../support/e2e/auth';
import { apiAs, open } from '../support/e2e/contracts';
import { clickHydrated, hydrated } from '../support/e2e/hydration';
import { acceptCookies } from '../support/e2e/pages';

// The catalogue's administration in the browser: an administrator creates a
// family with a picture and a model (the EAN's check digit checked first); the
// catalogue offers the model at once and it can be priced for a quote. The
// family is removed at the end, so the catalogue other specs count is as seeded.

interface Family {
  id: number;
  models: { id: number; partNumber: string }[];
}

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
    const listed = (await agent.call<{ items: { id: number; name: string }[] }>('GET', `/api/Agency/${agent.agencyId}/Products?search=${partNumber}`)).body
      .items;
    expect(listed.map((p) => p.name)).toEqual(['Quest 4 256GB']);
    const priced = await agent.call<{ totalValue: number }>('POST', `/api/Agency/${agent.agencyId}/Contracts/prices`, {
      providerCode: 'GRENKE',
      contractType: 'purchase',
      lines: [{ modelId: listed[0]!.id, quantity: 1, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 1 }] }],
      shipping: { mode: 'pickup', destinations: [] },
    });
    expect(priced.status).toBe(200);
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
    expect((await superadmin.call('PUT', `/api/Anagra/ProductModels/${modelId}`, { retired: true })).status).toBe(200);
    expect((await agent.call<{ total: number }>('GET', `/api/Agency/${agent.agencyId}/Products?search=${partNumber}`)).body.total).toBe(0);
    await agentContext.close();
    await page.reload();
    await expect(row).toContainText('Ritirato');
  } finally {
    if (familyId !== null) {
      const family = (await superadmin.call<Family>('GET', `/api/Anagra/ProductFamilies/${familyId}`)).body;
      for (const model of family.models) await superadmin.call('DELETE', `/api/Anagra/ProductModels/${model.id}`);
      expect((await superadmin.call('DELETE', `/api/Anagra/ProductFamilies/${familyId}`)).status).toBe(204);
    }
  }
});
