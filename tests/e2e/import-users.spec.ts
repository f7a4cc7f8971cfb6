import { readFile } from 'node:fs/promises';
import { Workbook } from '@cj-tech-master/excelts';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { type Locale, open, seriousViolations, shoot } from '../support/e2e/cart';

// /importexcel as an agency administrator: the users template is downloaded
// and filled with a new user and a row with a wrong role; the dry run shows
// the mistake on its row and writes nothing; fixed, the file is checked
// again and applied once confirmed, and the new user is on the users page.
test.describe.configure({ mode: 'serial' });

const TEXT = {
  it: {
    download: 'Scarica il modello',
    check: 'Verifica il file',
    apply: "Applica l'importazione",
    invalid: 'colonna role: Valore non valido: i valori ammessi sono',
    applyAsk: "un'importazione di utenti non si può annullare",
    applied: 'Importazione applicata: 2 righe create, 0 modificate.',
  },
  en: {
    download: 'Download the template',
    check: 'Check the file',
    apply: 'Apply the import',
    invalid: 'column role: Invalid value: the allowed values are',
    applyAsk: 'a users import cannot be undone',
    applied: 'Import applied: 2 rows created, 0 changed.',
  },
} as const;

for (const locale of ['it', 'en'] as Locale[]) {
  test(`an agency administrator imports users after a dry run (${locale})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    await signInAs(context, 'agencyadmin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, '/importexcel', locale);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.download, exact: true }).click()]);
    const workbook = new Workbook();
    await workbook.xlsx.load(await readFile((await download.path())!));
    const sheet = workbook.getWorksheet('Users')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'username', 'email', 'agency', 'role', 'backOfficeRole', 'areaLeader']);
    // New names on every run: a retry must not find the users of the attempt before it (they would be 'unchanged').
    const run = Date.now().toString(36);
    const good = `e2e.utente.${locale}.${run}`;
    const fixed = `e2e.secondo.${locale}.${run}`;
    const goodRow = sheet.addRow([good, `${good}@example.com`, 'Agenzia Milano', 'agent', null, 'capoarea']);
    const bad = sheet.addRow([fixed, `${fixed}@example.com`, 'Agenzia Milano', 'boss', null, null]);
    const file = async () => ({
      name: `utenti-${locale}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });

    const upload = page.getByTestId('import-upload');
    await upload.getByLabel(/xlsx/).setInputFiles(await file());
    await upload.getByRole('button', { name: t.check }).click();
    await expect(page.getByTestId(`report-Users-${bad.number}`)).toContainText(t.invalid);
    await expect(page.getByTestId(`report-Users-${goodRow.number}`)).not.toContainText(t.invalid);
    await expect(page.getByRole('button', { name: t.apply })).toHaveCount(0);
    await expect(page).toHaveURL(/\?job=\d+$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `import-users-report-${locale}-1366`);

    bad.getCell(4).value = 'junior_agent';
    await upload.getByLabel(/xlsx/).setInputFiles(await file());
    await upload.getByRole('button', { name: t.check }).click();
    await expect(page.getByTestId(`report-Users-${bad.number}`)).not.toContainText(t.invalid);
    await page.getByRole('button', { name: t.apply }).click();
    // Asked first: the dialog says what applying does, invitations included.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.applyAsk);
    await dialog.getByRole('button', { name: t.apply }).click();
    // Applying creates the users and sends their invitations: on a loaded machine it takes a few seconds.
    await expect(page.getByText(t.applied)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('import-history').locator('tbody tr').first()).toContainText(`utenti-${locale}.xlsx`);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `import-users-applied-${locale}-390`);

    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, `/users?q=${run}`, locale);
    const table = page.getByTestId('users-table');
    await expect(table).toContainText(good);
    await expect(table).toContainText(fixed);
  });
}
