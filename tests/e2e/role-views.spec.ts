import { expect, test } from '@playwright/test';
import { sessionFor, signInAs } from '../support/e2e/auth';
import { BASE_URL, SESSION_COOKIE } from '../support/e2e/env';
import { apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';

// What each role is offered and shown on a contract, and what a copied session
// cookie is worth after logout (issue 10, items 2 and 7).

test('an agent on an approved contract is offered only the move the API allows', async ({ page, context }) => {
  const agent = await apiAs('agent');
  let approved: { id: number } | undefined;
  for (const c of (await agent.contracts({ status: 'approvated', pageSize: 100 })).items) {
    // A cancelled dossier freezes a contract: no status changes at all.
    if (!approved && c.createdBy?.username === 'agent' && (await agent.contract(c.id)).body.dossierCancelledAt === null) approved = c;
  }
  expect(approved, 'the demo has a live approved contract of the agent').toBeDefined();
  await signInAs(context, 'agent');
  await open(page, `/contracts/${approved!.id}`);
  const select = page.getByLabel('Nuovo stato');
  await expect(select.locator('option')).toHaveText(['Scegli uno stato', 'Inviato']);
  await expect(select.locator('optgroup')).toHaveCount(0);
});

test("a customer's contract shows the contract, products and status, not the agency's workings", async ({ page, context }) => {
  const customer = await apiAs('customer');
  const list = (await customer.contracts({ archived: 'all', pageSize: 100 })).items;
  // One the credit provider has evaluated: before, its score and the rate coefficient showed.
  const evaluated = list.find((c) => !['draft', 'draft_with_notes', 'created'].includes(c.status)) ?? list[0]!;
  await signInAs(context, 'customer');
  await open(page, `/contracts/${evaluated.id}`);
  await expect(page.getByTestId('contract-number')).toHaveText(evaluated.number);
  await expect(page.getByTestId('units-table')).toBeVisible();
  await expect(page.getByTestId('history')).toBeVisible();
  await expect(page.getByTestId('credit-decisions')).toHaveCount(0);
  await expect(page.getByTestId('review-notes')).toHaveCount(0);
  await expect(page.getByTestId('orders-table')).toHaveCount(0);
  await expect(page.locator('#economics')).not.toContainText('Coefficiente');
  await expect(page.locator('#company')).not.toContainText('Solidità');
  await expect(page.getByTestId('time-in-status')).not.toHaveAttribute('data-stalled');
  await expect(page.locator('#summary')).not.toContainText('Stato degli ordini');
  await expect(page.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Modifica' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'role-views-customer-contract');
});

test('after logout, a copy of the session cookie no longer reaches the API', async () => {
  const cookie = await sessionFor('junior', { fresh: true });
  const headers = { cookie: `${SESSION_COOKIE}=${cookie}` };
  expect((await fetch(`${BASE_URL}/api/Account/User`, { headers })).status).toBe(200);
  const logout = await fetch(`${BASE_URL}/api/session/logout`, { method: 'POST', headers: { ...headers, origin: BASE_URL } });
  expect(logout.status).toBe(200);
  // The copy still holds an access token that has not expired: the API refuses it all the same.
  expect((await fetch(`${BASE_URL}/api/Account/User`, { headers })).status).toBe(401);
});
