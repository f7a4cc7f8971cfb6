import { readFile } from 'node:fs/promises';
import { Workbook } from '@cj-tech-master/excelts';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { type Locale, apiAs, modelId, open, seriousViolations, shoot } from '../support/e2e/cart';

// /importexcel as an administrator: the catalogue template is downloaded,
// a camera's price changed and a model added with a deliberate mistake; the
// dry run shows the mistake on its row and writes nothing; fixed, the file
// is checked again and applied once confirmed, and the product page shows the
// new price; then, on the page loaded afresh, the history offers the undo,
// which asks first, and the price and the model are as before.
// Serial: one import at a time (a commit applies only the latest dry run).
test.describe.configure({ mode: 'serial' });

const TEXT = {
  it: {
    download: 'Scarica il catalogo',
    check: 'Verifica il file',
    apply: "Applica l'importazione",
    invalid: 'colonna category: Valore non valido: i valori ammessi sono smartphone, tablet, notebook, camera',
    applyTitle: "Applicare l'importazione di catalogo-it.xlsx?",
    undoTitle: "Annullare l'importazione di catalogo-it.xlsx?",
    historyUndo: "Annulla l'importazione di catalogo-it.xlsx",
    newPrice: 777.5,
    price: '777,50 €',
    undo: "Annulla l'importazione",
    undone: "Importazione annullata: il catalogo è tornato com'era prima.",
  },
  en: {
    download: 'Download the catalogue',
    check: 'Check the file',
    apply: 'Apply the import',
    invalid: 'column category: Invalid value: the allowed values are smartphone, tablet, notebook, camera',
    applyTitle: 'Apply the import of catalogo-en.xlsx?',
    undoTitle: 'Undo the import of catalogo-en.xlsx?',
    historyUndo: 'Undo the import of catalogo-en.xlsx',
    newPrice: 666.5,
    price: '€666.50',
    undo: 'Undo the import',
    undone: 'Import undone: the catalogue is as it was before.',
  },
} as const;

for (const locale of ['it', 'en'] as Locale[]) {
  test(`an administrator imports an edited catalogue after a dry run (${locale})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    await signInAs(context, 'admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, '/importexcel', locale);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.download }).click()]);
    const workbook = new Workbook();
    await workbook.xlsx.load(await readFile((await download.path())!));
    const models = workbook.getWorksheet('Models')!;
    // A camera no other spec prices: the last model of the Fotocamere family.
    const cameraRow = [...Array(models.rowCount).keys()].map((i) => models.getRow(i + 1)).findLast((row) => row.getCell(4).value === 'Fotocamere')!;
    const camera = String(cameraRow.getCell(1).value);
    cameraRow.getCell(6).value = t.newPrice;
    const added = `E2E-IMPORT-${locale.toUpperCase()}`;
    const newRow = models.addRow([added, `Fotocamera importata ${locale}`, 'Nikon', 'Fotocamere', 'phone', 1499, 'available', null, false, true]);
    const file = async () => ({
      name: `catalogo-${locale}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });

    const upload = page.getByTestId('import-upload');
    await upload.getByLabel(/xlsx/).setInputFiles(await file());
    await upload.getByRole('button', { name: t.check }).click();
    const wrong = page.getByTestId(`report-Models-${newRow.number}`);
    await expect(wrong).toContainText(t.invalid);
    await expect(page.getByRole('button', { name: t.apply })).toHaveCount(0);
    await expect(page).toHaveURL(/\?job=\d+$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `import-report-${locale}-1366`);

    // The report survives a reload (the job is in the database and its id in the address).
    await page.reload();
    await expect(page.getByTestId(`report-Models-${newRow.number}`)).toContainText(t.invalid);

    newRow.getCell(5).value = 'camera';
    await upload.getByLabel(/xlsx/).setInputFiles(await file());
    // The job of this check: the one applied, then undone (the address names it once the panel's navigation lands).
    const [checked] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/api/Import/XLS?')),
      upload.getByRole('button', { name: t.check }).click(),
    ]);
    const jobId = String(((await checked.json()) as { id: number }).id);
    await expect(page.getByTestId(`report-Models-${newRow.number}`)).not.toContainText(t.invalid);
    await expect(page.getByTestId('import-counts')).toContainText(locale === 'it' ? '1 da creare, 1 da modificare' : '1 to create, 1 to change');
    await page.getByRole('button', { name: t.apply }).click();
    const applying = page.getByRole('dialog', { name: t.applyTitle });
    await expect(applying).toBeVisible();
    await shoot(page, `import-apply-confirm-${locale}-1366`);
    await applying.getByRole('button', { name: t.apply }).click();
    // Applied: the job offers its undo, and the address names it.
    await expect(page.getByRole('button', { name: t.undo, exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`[?&]job=${jobId}$`));
    // The users import of another test may land in the history at the same moment: look for this file's row.
    await expect(
      page
        .getByTestId('import-history')
        .locator('tbody tr', { hasText: `catalogo-${locale}.xlsx` })
        .first(),
    ).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `import-applied-${locale}-390`);

    const api = await apiAs('admin');
    const model = await modelId(api, camera);
    await open(page, `/products/${model.familyId}/${model.id}`, locale);
    await expect(page.getByRole('main')).toContainText(t.price);
    await modelId(api, added);

    // Loaded afresh (no job in the address), the history offers the undo of the latest import, and asks first.
    await open(page, '/importexcel', locale);
    await page.getByTestId('import-history').getByRole('button', { name: t.historyUndo }).click();
    const undoing = page.getByRole('dialog', { name: t.undoTitle });
    await expect(undoing).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `import-undo-confirm-${locale}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await undoing.getByRole('button', { name: t.undo }).click();
    // The price goes back and the added model goes away; the page shows that import, undone.
    await expect(page.getByText(t.undone)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]job=${jobId}$`));
    await expect(page.getByTestId('import-history').getByRole('button', { name: t.historyUndo })).toHaveCount(0);
    await shoot(page, `import-undone-${locale}-1366`);
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, `/products/${model.familyId}/${model.id}`, locale);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(t.price);
    await expect(modelId(api, added)).rejects.toThrow();
  });
}
