import { Workbook } from '@cj-tech-master/excelts';
import { expect, test } from '@playwright/test';
import { ALL_ACCOUNTS, type Username } from '../support/e2e/accounts';
import { signInAs } from '../support/e2e/auth';
import { clickHydrated, hydrated } from '../support/e2e/hydration';
import { apiAs, contractRows, euros, open, readContractRows } from '../support/e2e/contracts';

// /contracts for every demo role: whose contracts each sees (and the scope
// said on the page), filters, sort and paging read from and written to the
// address, the archived views, the empty state, the 'Contratto in errore'
// question, keyboard use and the XLSX export of the view.

const SCOPES: Record<Username, string> = {
  superadmin: 'all',
  admin: 'all',
  agencyadmin: 'agency',
  capoarea: 'team',
  groupmanager: 'team',
  agent: 'own',
  junior: 'own',
  nikon: 'own',
  customer: 'company',
};

type Row = Awaited<ReturnType<typeof readContractRows>>[number];
const RULES: Record<Username, (rows: Row[]) => void> = {
  superadmin: (rows) => expect(new Set(rows.map((r) => r.agency)).size).toBeGreaterThan(1),
  admin: (rows) => expect(new Set(rows.map((r) => r.agency)).size).toBeGreaterThan(1),
  agencyadmin: (rows) => {
    expect(new Set(rows.map((r) => r.agency))).toEqual(new Set(['Agenzia Milano']));
    expect(new Set(rows.map((r) => r.agent)).size).toBeGreaterThan(2);
  },
  capoarea: (rows) => {
    expect(new Set(rows.map((r) => r.agency))).toEqual(new Set(['Agenzia Milano']));
    for (const r of rows) expect(['capoarea', 'agent', 'junior']).toContain(r.agent);
  },
  groupmanager: (rows) => expect(new Set(rows.map((r) => r.agency))).toEqual(new Set(['Agenzia Roma'])),
  agent: (rows) => expect(new Set(rows.map((r) => `${r.agency}|${r.agent}`))).toEqual(new Set(['Agenzia Milano|agent'])),
  junior: (rows) => expect(new Set(rows.map((r) => `${r.agency}|${r.agent}`))).toEqual(new Set(['Agenzia Milano|junior'])),
  nikon: (rows) => expect(new Set(rows.map((r) => `${r.agency}|${r.agent}`))).toEqual(new Set(['Nikon|nikon'])),
  customer: (rows) => expect(new Set(rows.map((r) => r.company))).toEqual(new Set(['Rossi Forniture Srl'])),
};

test.describe('what each role sees', () => {
  for (const account of ALL_ACCOUNTS) {
    test(`${account.username}: exactly the contracts of their scope`, async ({ page, context }) => {
      await signInAs(context, account.username);
      const api = await apiAs(account.username);
      await open(page, '/contracts?archived=all&pageSize=100');
      await expect(page.getByTestId('scope-note')).toHaveAttribute('data-scope', SCOPES[account.username]);
      // The API is the oracle: same session, same view. Other specs create contracts meanwhile, hence the retry.
      await expect(async () => {
        const expected = await api.contracts({ archived: 'all', pageSize: 100 });
        const rows = await readContractRows(page);
        if (rows.map((r) => r.number).join() !== expected.items.map((c) => c.number).join()) {
          await page.reload();
          throw new Error('the list moved while reading it');
        }
        expect(rows.length).toBeGreaterThan(0);
        RULES[account.username](rows);
      }).toPass({ timeout: 30_000 });
    });
  }
});

test.describe('filters, sort and paging live in the address', () => {
  test('a bookmarked filtered, sorted view opens as it was left, and a header sorts it the other way', async ({ page, context }) => {
    await signInAs(context, 'admin');
    const api = await apiAs('admin');
    await open(page, '/contracts?status=refused,refusedByCustomer&archived=all&sort=totalValue&direction=asc');
    const expected = await api.contracts({ status: 'refused,refusedByCustomer', archived: 'all', sort: 'totalValue', direction: 'asc' });
    const rows = await readContractRows(page);
    expect(rows.map((r) => r.number)).toEqual(expected.items.map((c) => c.number));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Rifiutato', 'Rifiutato dal cliente']));
    const totals = rows.map((r) => euros(r.totalValue));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    await expect(page.getByRole('columnheader', { name: /Totale canoni/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('region', { name: 'Filtri attivi' }).getByRole('link')).toHaveCount(2);

    await clickHydrated(page.getByRole('columnheader', { name: /Totale canoni/ }).getByRole('link'));
    await expect(page).toHaveURL(/direction=desc/);
    await expect(page.getByRole('columnheader', { name: /Totale canoni/ })).toHaveAttribute('aria-sort', 'descending');
    const flipped = (await readContractRows(page)).map((r) => euros(r.totalValue));
    expect(flipped).toEqual([...totals].sort((a, b) => b - a));
  });

  test('the filter form writes only what was filled in, and a chip takes its filter away', async ({ page, context }) => {
    await signInAs(context, 'agent');
    await open(page, '/contracts');
    const form = page.getByRole('search', { name: 'Filtri dei contratti' });
    await form.getByLabel('Cerca').fill('Rossi');
    await form.getByRole('checkbox', { name: 'Noleggio flex' }).check();
    await clickHydrated(form.getByRole('button', { name: 'Applica filtri' }));
    await expect(page).toHaveURL(/\/contracts\?q=Rossi&type=flex$/);
    const rows = await readContractRows(page);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.company))).toEqual(new Set(['Rossi Forniture Srl']));

    await clickHydrated(page.getByRole('link', { name: 'Rimuovi il filtro Ricerca: Rossi' }));
    await expect(page).toHaveURL(/\/contracts\?type=flex$/);
    await expect(page.getByLabel('Cerca')).toHaveValue('');
  });

  test("an agency's name in the table narrows the list to it, and pages follow the filter", async ({ page, context }) => {
    await signInAs(context, 'admin');
    await open(page, '/contracts?archived=all');
    await expect(page.getByRole('navigation', { name: 'Pagine dei contratti' })).toBeVisible();
    await clickHydrated(page.getByRole('navigation', { name: 'Pagine dei contratti' }).getByRole('link', { name: 'Pagina 2' }));
    await expect(page).toHaveURL(/archived=all&page=2$/);
    await expect(page.getByTestId('contracts-count')).toHaveText(/^21–40 di \d+$/);

    // Any agency on this page: the filter drops the page number and keeps the view.
    const agencyLink = page.getByRole('link', { name: /^Mostra solo i contratti dell'agenzia / }).first();
    const agency = (await agencyLink.textContent())!.trim();
    await clickHydrated(agencyLink);
    await expect(page).toHaveURL(/\?archived=all&agencyId=\d+$/);
    const rows = await readContractRows(page);
    expect(new Set(rows.map((r) => r.agency))).toEqual(new Set([agency]));
    await expect(page.getByRole('link', { name: `Rimuovi il filtro Agenzia: ${agency}` })).toBeVisible();
  });

  test('archived contracts stay behind their own view', async ({ page, context }) => {
    await signInAs(context, 'admin');
    const api = await apiAs('admin');
    await open(page, '/contracts');
    await clickHydrated(page.getByRole('navigation', { name: 'Contratti mostrati' }).getByRole('link', { name: 'Archiviati' }));
    await expect(page).toHaveURL(/\?archived=true$/);
    const archived = await api.contracts({ archived: 'true', pageSize: 100 });
    expect(archived.total).toBeGreaterThan(0);
    expect(archived.items.every((c) => c.archived)).toBe(true);
    expect((await readContractRows(page)).map((r) => r.number)).toEqual(archived.items.slice(0, 20).map((c) => c.number));

    const current = await api.contracts({ pageSize: 100 });
    expect(current.items.some((c) => c.archived)).toBe(false);
    await clickHydrated(page.getByRole('link', { name: 'Tutti' }));
    await expect(page).toHaveURL(/\?archived=all$/);
    await expect(page.getByRole('columnheader', { name: 'Archiviato' })).toBeVisible();
  });

  test('a view with nothing in it says so and offers to clear the filters', async ({ page, context }) => {
    await signInAs(context, 'agent');
    await open(page, '/contracts?q=nessuna-azienda-cosi');
    await expect(page.getByTestId('empty-state')).toContainText('Nessun dato trovato');
    await expect(page.getByTestId('empty-state')).toContainText('Nessun contratto corrisponde ai filtri scelti.');
    await clickHydrated(page.getByTestId('empty-state').getByRole('link', { name: 'Azzera filtri' }));
    await expect(page).toHaveURL(/\/contracts$/);
    await expect(contractRows(page).first()).toBeVisible();
  });
});

test.describe('Contratto in errore', () => {
  test('asks before opening a contract in error, by mouse and by keyboard; other contracts open at once', async ({ page, context }) => {
    await signInAs(context, 'agent');
    await open(page, '/contracts?status=error');
    const link = contractRows(page).first().getByRole('link').first();
    const number = (await link.textContent())!.trim();
    await clickHydrated(link);
    const dialog = page.getByRole('dialog', { name: 'Contratto in errore' });
    await expect(dialog).toContainText(`Il contratto ${number} è in errore. Vuoi aprire comunque il dettaglio?`);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/contracts\?status=error$/);

    await link.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Apri comunque' }).click();
    await expect(page).toHaveURL(/\/contracts\/\d+$/);
    await expect(page.getByTestId('contract-number')).toHaveText(number);
    await expect(page.getByTestId('contract-status')).toHaveText('In errore');

    await open(page, '/contracts?status=preApprovated');
    await clickHydrated(contractRows(page).first().getByRole('link').first());
    await expect(page).toHaveURL(/\/contracts\/\d+$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('sorting works from the keyboard too', async ({ page, context }) => {
    await signInAs(context, 'agent');
    await open(page, '/contracts');
    const sortByNumber = page.getByRole('columnheader', { name: /Numero/ }).getByRole('link');
    await (await hydrated(sortByNumber)).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=number&direction=asc$/);
    const numbers = (await readContractRows(page)).map((r) => r.number);
    expect(numbers).toEqual([...numbers].sort());
  });
});

test.describe('export', () => {
  for (const locale of ['it', 'en'] as const) {
    test(`downloads the view as XLSX through the API (${locale})`, async ({ page, context }) => {
      await signInAs(context, 'admin');
      const api = await apiAs('admin');
      await open(page, '/contracts?status=refused&archived=all', locale);
      const expected = await api.contracts({ status: 'refused', archived: 'all', pageSize: 100 });
      const downloading = page.waitForEvent('download');
      await clickHydrated(page.getByRole('button', { name: locale === 'it' ? 'Esporta in Excel' : 'Export to Excel' }));
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(locale === 'it' ? /^contratti-\d{4}-\d{2}-\d{2}\.xlsx$/ : /^contracts-\d{4}-\d{2}-\d{2}\.xlsx$/);
      await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: download.suggestedFilename() })).toBeVisible();

      const workbook = new Workbook();
      await workbook.xlsx.readFile(await download.path());
      const sheet = workbook.worksheets[0]!;
      const numbers: string[] = [];
      const statuses = new Set<string>();
      sheet.eachRow((row, index) => {
        if (index === 1) return;
        numbers.push(String(row.getCell(1).value));
        statuses.add(String(row.getCell(2).value));
      });
      expect(numbers).toEqual(expected.items.map((c) => c.number));
      expect(statuses).toEqual(new Set([locale === 'it' ? 'Rifiutato' : 'Refused']));
    });
  }
});
