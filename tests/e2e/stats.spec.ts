import { Workbook } from '@cj-tech-master/excelts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ApiAnswer } from '@/lib/api-types';
import { signInAs } from '../support/e2e/auth';
import { clickHydrated } from '../support/e2e/hydration';
import { acceptCookies } from '../support/e2e/pages';
import { type Locale, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { portalApiAs } from '../support/e2e/portal-api';
import { STATS_CATEGORIES, metricsOf } from '@/core/domain/stats';

// The statistics pages as the superadministrator walks them, in Italian and
// English: the overview's cards, a category, a metric's table whose numbers
// are the API's, focus and layout changed in the address (back works), the
// drill-down to a filtered /contracts, the XLSX of the table and the empty
// state; the chart over the table (bars for totals, a line for the months, a
// doughnut for shares), drawn and named, and absent where there is no table
// to draw; axe clean, screenshots at 1366 and 390 px.

type Table = ApiAnswer<'GET', '/api/Statistics/{category}/{metric}'>;

const METRIC = '/api/Statistics/{category}/{metric}';

const TEXT = {
  it: {
    card: 'Contratti per stato',
    revenue: 'Canoni mensili',
    revenueMeasure: 'Somma: Canoni mensili',
    from: 'Dal',
    to: 'Al',
    focus: 'Vista',
    annual: 'Annuale',
    layout: 'Disposizione della tabella',
    family: 'Famiglia',
    vertical: 'Verticale',
    apply: 'Applica',
    total: 'Totale',
    export: 'Esporta XLSX',
    empty: 'Nessun dato trovato',
    modelChip: 'Modello',
    charts: {
      bar: 'Grafico a barre di Contratti per stato',
      line: 'Grafico a linee di Contratti per mese',
      doughnut: 'Grafico ad anello di Contratti (% del totale) per stato',
    },
  },
  en: {
    card: 'Contracts by status',
    revenue: 'Monthly revenue',
    revenueMeasure: 'Sum: Monthly revenue',
    from: 'From',
    to: 'To',
    focus: 'View',
    annual: 'Annual',
    layout: 'Table layout',
    family: 'Family',
    vertical: 'Vertical',
    apply: 'Apply',
    total: 'Total',
    export: 'Export XLSX',
    empty: 'No data found',
    modelChip: 'Model',
    charts: {
      bar: 'Bar chart of Contracts by status',
      line: 'Line chart of Contracts by month',
      doughnut: 'Doughnut chart of Contracts (% of total) by status',
    },
  },
} as const;

const statsTable = (page: Page) => page.getByTestId('stats-table');

/** The chart drawn over the table: its kind, its accessible summary, and ink on the canvas (Chart.js arrives after the page). */
async function expectChart(page: Page, type: 'bar' | 'line' | 'doughnut', name: string) {
  await expect(page.getByTestId('stats-chart')).toHaveAttribute('data-chart', type);
  const canvas = page.getByRole('img', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const pixels = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
        let inked = 0;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) inked += 1;
        return inked;
      }),
    )
    .toBeGreaterThan(500);
}

async function look(page: Page, name: string) {
  // After a client navigation the title arrives with the streamed metadata.
  await expect(page).toHaveTitle(/\S/);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  // A chart redraws for the narrower window (Chart.js watches its box); the page never scrolls sideways.
  const canvas = page.getByTestId('stats-chart-canvas');
  if ((await canvas.count()) > 0) {
    await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => parseFloat(element.style.width) <= element.parentElement!.clientWidth)).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Other specs add and delete contracts while this one runs, and the statistics count every agency's: a figure on the
 * page is compared with what the API says just before the page is loaded again, until the two agree.
 */
async function agreesWithApi(page: Page, read: () => Promise<string>, shown: Locator) {
  await expect(async () => {
    const value = await read();
    await page.reload();
    await expect(shown).toContainText(value, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

for (const locale of ['it', 'en'] as const satisfies readonly Locale[]) {
  test(`statistics (${locale}): overview, category, a metric's table with focus, layout, drill-down, export and the empty state`, async ({ page, context }) => {
    // A long walk (every category, three charts, an export): three times the usual time on a shared machine.
    test.slow();
    const text = TEXT[locale];
    await signInAs(context, 'superadmin');
    await acceptCookies(context);
    await page.setViewportSize({ width: 1366, height: 900 });
    const api = await portalApiAs('superadmin');

    await open(page, '/stats', locale);
    await expect(page.getByTestId('stats-card')).toHaveCount(5);
    // The funnel's stages, the first being every contract of the period.
    await expect(page.getByTestId('stats-funnel').locator('tbody tr')).toHaveCount(4);
    const funnelStart = async () => String((await api.api.get('/api/Statistics/Funnel')).body.stages[0]!.contracts);
    await agreesWithApi(page, funnelStart, page.getByTestId('stats-funnel').locator('tbody tr').first());
    await look(page, `stats-overview-${locale}`);

    // A card opens its category over the days the cards counted (the last 365), named in the address.
    const cardsPeriod = (await api.api.get('/api/Statistics/Cards')).body.period;
    await clickHydrated(page.getByTestId('stats-card').first());
    await expect(page).toHaveURL(/\/stats\/overall-performance\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(cardsPeriod);
    await expect(page.getByTestId('stats-card')).toHaveCount(6);
    // Each card says what its headline adds up.
    await expect(page.getByTestId('stats-card').filter({ hasText: text.revenue }).getByTestId('stats-card-measure')).toHaveText(text.revenueMeasure);
    await look(page, `stats-category-${locale}`);

    // Every category: one card per metric, each linking to its metric's table.
    for (const category of STATS_CATEGORIES) {
      await open(page, `/stats/${category}`, locale);
      const metrics = metricsOf(category);
      await expect(page.getByTestId('stats-card')).toHaveCount(metrics.length);
      for (const [i, metric] of metrics.entries()) {
        await expect(page.getByTestId('stats-card').nth(i)).toHaveAttribute('href', new RegExp(`/stats/${category}/${metric}\\?`));
      }
    }
    // The card and the metric page it opens count the same contracts: the card's period travels with the link.
    await expect(async () => {
      await open(page, '/stats/overall-performance', locale);
      const card = page.getByTestId('stats-card').filter({ hasText: text.card });
      const value = await card.getByTestId('stats-card-value').innerText();
      await clickHydrated(card);
      await expect(page).toHaveURL(/\/stats\/overall-performance\/contracts\?/);
      await expect(statsTable(page).locator('tfoot tr td').first()).toHaveText(value, { timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(cardsPeriod);
    await look(page, `stats-card-to-metric-${locale}`);

    // The overview's period form: other days, the cards and their links follow.
    await open(page, '/stats', locale);
    await page.getByTestId('stats-period-form').getByLabel(text.from, { exact: true }).fill('2025-01-01');
    await page.getByTestId('stats-period-form').getByLabel(text.to, { exact: true }).fill('2025-12-31');
    await clickHydrated(page.getByTestId('stats-period-form').getByRole('button', { name: text.apply }));
    await expect(page).toHaveURL(/from=2025-01-01/);
    await expect(page.getByTestId('stats-card').first()).toHaveAttribute('href', /from=2025-01-01/);
    await expect(page.getByTestId('stats-card').first()).toHaveAttribute('href', /to=2025-12-31/);

    // From here on, the metric page over all time (its own default).
    await open(page, '/stats/overall-performance/contracts', locale);
    const expected = (await api.api.get(METRIC, { params: { category: 'overall-performance', metric: 'contracts' } })).body;
    await expect(statsTable(page).locator('tbody tr')).toHaveCount(expected.rows.length);
    // The total row says what the API counted, in the page's language.
    const counted = (table: Table) => new Intl.NumberFormat(locale, { useGrouping: 'always' }).format(Number(table.totals.contracts));
    const total = async () => counted((await api.api.get(METRIC, { params: { category: 'overall-performance', metric: 'contracts' } })).body);
    await agreesWithApi(page, total, statsTable(page).locator('tfoot tr'));
    await expectChart(page, 'bar', text.charts.bar);
    await look(page, `stats-metric-${locale}`);

    // Focus and layout live in the address; back returns to the totals.
    await page.getByLabel(text.focus, { exact: true }).selectOption(text.annual);
    await page.getByLabel(text.layout, { exact: true }).selectOption(text.vertical);
    await clickHydrated(page.getByRole('button', { name: text.apply }));
    await expect(page).toHaveURL(/focus=annual/);
    await expect(page).toHaveURL(/layout=vertical/);
    await expect(statsTable(page)).toHaveAttribute('data-layout', 'vertical');
    // One column per month, the measure's and the total's.
    await expect(statsTable(page).locator('thead th')).toHaveCount(14);
    await expectChart(page, 'line', text.charts.line);
    await look(page, `stats-metric-annual-vertical-${locale}`);
    await page.goBack();
    await expect(page).toHaveURL(/\/stats\/overall-performance\/contracts$/);
    await expect(statsTable(page)).toHaveAttribute('data-layout', 'normal');

    // A family narrows the table to the contracts with one of its products, as the API counts them.
    const family = page.getByLabel(text.family, { exact: true });
    const familyId = (await family.locator('option').nth(1).getAttribute('value'))!;
    await family.selectOption(familyId);
    await clickHydrated(page.getByRole('button', { name: text.apply }));
    await expect(page).toHaveURL(new RegExp(`familyId=${familyId}`));
    const narrowed = async () => (await api.api.get(METRIC, { params: { category: 'overall-performance', metric: 'contracts' }, query: { familyId } })).body;
    expect(Number((await narrowed()).totals.contracts)).toBeLessThan(Number(expected.totals.contracts));
    await agreesWithApi(page, async () => counted(await narrowed()), statsTable(page).locator('tfoot tr'));
    await page.goBack();
    await expect(page).toHaveURL(/\/stats\/overall-performance\/contracts$/);

    // A row drills down to the contracts it counts.
    const row = expected.rows[0]!;
    await clickHydrated(statsTable(page).locator(`tbody a[href$="&status=${row.key}"]`));
    await expect(page).toHaveURL(new RegExp(`/contracts\\?archived=all&status=${row.key}$`));
    const rowCount = async () =>
      String(
        (await api.api.get(METRIC, { params: { category: 'overall-performance', metric: 'contracts' } })).body.rows.find((r) => r.key === row.key)!.values
          .contracts,
      );
    await agreesWithApi(page, rowCount, page.getByTestId('contracts-count'));
    // Charts belong to the statistics: the contracts list draws none.
    await expect(page.getByTestId('stats-chart')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
    await page.goBack();

    // So does a bar: the pointer moves down the chart until it is over the top bar (the largest row), and a click opens its contracts.
    const chart = page.getByTestId('stats-chart-canvas');
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    let over = false;
    for (let y = 2; y < box.height && !over; y += 4) {
      await page.mouse.move(box.x + box.width / 2, box.y + y);
      over = (await chart.evaluate((element) => element.style.cursor)) === 'pointer';
    }
    expect(over, 'the pointer finds a bar that drills down').toBe(true);
    await page.mouse.down();
    await page.mouse.up();
    // The top bar is the largest row as the chart was drawn; specs running beside this one add contracts
    // meanwhile (a tie, or another status overtaking it), so any row's contracts are the bar's drill-down.
    const drawnKeys = expected.rows.map((r) => r.key).join('|');
    await expect(page).toHaveURL(new RegExp(`/contracts\\?archived=all&status=(${drawnKeys})$`));
    await page.goBack();

    // The export holds the table's rows and its total (as the API counts them just before it).
    await expect(async () => {
      const now = (await api.api.get(METRIC, { params: { category: 'overall-performance', metric: 'contracts' } })).body;
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: text.export }).click();
      const file = await (await download).path();
      const workbook = new Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(now.rows.length + 2);
      expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe(text.total);
      expect(sheet.getRow(sheet.rowCount).getCell(2).value).toBe(now.totals.contracts);
    }).toPass({ timeout: 45_000 });

    // A product's row drills down to the contracts with that model.
    const models = (await api.api.get(METRIC, { params: { category: 'ranking-products', metric: 'top-models' } })).body;
    const model = models.rows[0]!;
    await open(page, '/stats/ranking-products/top-models', locale);
    // A ranking's bars: one per model, units and contracts side by side.
    await expect(page.getByTestId('stats-chart')).toHaveAttribute('data-chart', 'bar');
    await look(page, `stats-top-models-${locale}`);
    await clickHydrated(statsTable(page).locator(`tbody a[href$="&modelId=${model.key}"]`));
    await expect(page).toHaveURL(new RegExp(`/contracts\\?archived=all&modelId=${model.key}$`));
    // Tests running beside this one may add a contract of that model: the count matches the metric read at the same moment.
    await expect(async () => {
      const now = (await api.api.get(METRIC, { params: { category: 'ranking-products', metric: 'top-models' } })).body.rows.find(
        (row) => row.key === model.key,
      );
      await page.reload();
      await expect(page.getByTestId('contracts-count')).toHaveText(new RegExp(`\\b${now?.values.contracts}$`), { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    // The chip names the model as the contract's line does (the statistics put the brand first), not by its number.
    const chip = page.getByRole('link', { name: new RegExp(`${text.modelChip}: `) });
    await expect(chip).toBeVisible();
    const shown = (await chip.textContent())!.replace(/^[^:]*:\s*/, '').trim();
    expect(shown).not.toMatch(/^(n\.|no\.) \d+$/);
    expect(model.label.endsWith(shown)).toBe(true);

    // Shares of the total as a doughnut.
    await open(page, '/stats/overall-performance/contracts?focus=perc', locale);
    await expectChart(page, 'doughnut', text.charts.doughnut);
    await look(page, `stats-metric-perc-${locale}`);

    // A year without contracts says so instead of drawing zeros, and draws no chart.
    await open(page, '/stats/overall-performance/total-value?focus=annual&year=2001', locale);
    await expect(page.getByTestId('empty-state')).toContainText(text.empty);
    await expect(page.getByTestId('stats-chart')).toHaveCount(0);
    await look(page, `stats-empty-${locale}`);
  });
}
