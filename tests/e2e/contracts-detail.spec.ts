import { expect, test } from '@playwright/test';
import type { ApiAnswer } from '@/lib/api-types';
import { signInAs } from '../support/e2e/auth';
import { apiAs, localized, open } from '../support/e2e/contracts';

// /contracts/:id as each kind of reader: every part of the contract, the time
// in its status, the agency-only figures, and nothing at all outside the scope.

type Detail = ApiAnswer<'GET', '/api/Agency/{agencyId}/Contracts/{contractId}'>;

test('shows units, supplier orders and order status, history, credit decision, economics and time in status', async ({ page, context }) => {
  const admin = await apiAs('admin');
  const accepted = await admin.contracts({ status: 'contractAccepted', pageSize: 100 });
  let contract: Detail | undefined;
  for (const item of accepted.items) {
    const detail = (await admin.contract(item.id)).body;
    if (detail.orderStatus === 'PartiallyOrdered' && detail.units.some((u) => u.serialNumber)) contract = detail;
  }
  expect(contract, 'the demo has a partly ordered contract').toBeDefined();
  const c = contract!;

  await signInAs(context, 'admin');
  await open(page, `/contracts/${c.id}`);
  await expect(page.getByTestId('contract-number')).toHaveText(c.number);
  await expect(page.getByTestId('contract-status')).toHaveText('Contratto accettato');

  const units = page.getByTestId('units-table').locator('tbody tr');
  await expect(units).toHaveCount(c.units.length);
  const shipped = c.units.find((u) => u.serialNumber && u.ddtNumber)!;
  await expect(page.getByTestId('units-table')).toContainText(shipped.serialNumber!);
  await expect(page.getByTestId('units-table')).toContainText(shipped.ddtNumber!);
  await expect(page.getByTestId('units-table').getByText('Da ordinare').first()).toBeVisible();
  await expect(page.getByTestId('orders-table')).toContainText(c.orders[0]!.supplierName);
  await expect(page.getByTestId('orders-table')).toContainText(c.orders[0]!.orderNumber);
  await expect(page.getByTestId('order-status')).toContainText('Ordinato in parte');

  await expect(page.getByTestId('history').locator('li')).toHaveCount(c.history.length);
  await expect(page.getByTestId('history').locator('li').last()).toContainText(c.createdBy!.username);
  await expect(page.getByTestId('history')).toContainText('Sistema');
  await expect(page.getByTestId('credit-decisions')).toContainText('Motivazione');
  await expect(page.getByTestId('credit-decisions')).not.toContainText(c.creditDecisions[0]!.reason);
  await expect(page.getByTestId('economics-internal')).toContainText('Margine');

  const days = Math.floor((Date.now() - Date.parse(c.lastStatusChangeAt)) / 86_400_000);
  const time = page.getByTestId('time-in-status');
  await expect(time).toContainText(`Nello stato attuale da ${days} giorni`);
  if (days >= 10) await expect(time).toHaveAttribute('data-stalled', 'true');
  else await expect(time).not.toHaveAttribute('data-stalled');
});

test('a customer reads their contract without the agency-only figures or agency actions', async ({ page, context }) => {
  const customer = await apiAs('customer');
  const own = (await customer.contracts({ archived: 'all' })).items[0]!;
  await signInAs(context, 'customer');
  await open(page, `/contracts/${own.id}`);
  await expect(page.getByTestId('contract-number')).toHaveText(own.number);
  await expect(page.getByRole('heading', { name: 'Condizioni economiche' })).toBeVisible();
  await expect(page.getByTestId('economics-internal')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Crea utente cliente' })).toHaveCount(0);
  // No customers section for customers: the company is plain text, not a link.
  await expect(page.locator('#summary').getByRole('link')).toHaveCount(0);
});

test('the detail speaks English under /en', async ({ page, context }) => {
  const agent = await apiAs('agent');
  const own = (await agent.contracts({ status: 'preApprovated' })).items[0]!;
  await signInAs(context, 'agent');
  await open(page, `/contracts/${own.id}`, 'en');
  await expect(page.getByTestId('contract-status')).toHaveText('Pre-approved');
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});

test('a contract outside the scope, or no contract at all, shows not-found and nothing of it', async ({ page, context }) => {
  const admin = await apiAs('admin');
  const all = (await admin.contracts({ archived: 'all', pageSize: 100 })).items;
  const nikons = all.find((c) => c.agency.name === 'Nikon')!;
  const agents = all.find((c) => c.createdBy?.username === 'agent')!;

  await signInAs(context, 'agent');
  for (const [path, hidden] of [
    [`/contracts/${nikons.id}`, nikons.number],
    ['/contracts/999999', null],
    ['/contracts/not-a-number', null],
  ] as const) {
    // The shell streams before the page decides, so the answer is 200 with the not-found page in it.
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toContainText('Contratto non trovato');
    if (hidden) expect(await page.content()).not.toContain(hidden);
  }

  await context.clearCookies();
  await signInAs(context, 'junior');
  await page.goto(localized(`/contracts/${agents.id}`, 'en'));
  await expect(page.getByTestId('not-found')).toContainText('Contract not found');
  expect(await page.content()).not.toContain(agents.number);
});
