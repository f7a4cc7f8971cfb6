import { expect, test } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { apiAs, open } from '../support/e2e/contracts';
import { clickHydrated } from '../support/e2e/hydration';
import { acceptCookies } from '../support/e2e/pages';

// The system parameters page: reached from the menu by an administrator, each
// value checked against its range, the change saved with its history. The
// value is put back at the end, so the other specs see the seeded parameters.

test('an administrator changes a system parameter from the menu, within its range, with a history (English)', async ({ page, context }) => {
  const superadmin = await apiAs('superadmin');
  const before = (await superadmin.call<{ archiveRefusedContractDays: number }>('GET', '/api/SystemParameters')).body.archiveRefusedContractDays;
  try {
    await signInAs(context, 'admin');
    await acceptCookies(context);
    await open(page, '/products', 'en');
    await clickHydrated(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'System parameters' }));
    await expect(page).toHaveURL(/\/en\/settings$/);
    const field = page.getByLabel('Days before a refused contract is archived');
    await expect(field).toHaveValue(String(before));
    await field.fill('4000');
    await clickHydrated(page.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('Enter a whole number from 1 to 3650.')).toBeVisible();
    await page.getByLabel('Lowest credit score (below: refused)').fill('95');
    await field.fill(String(before + 15));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The lowest score may not exceed the pre-approval score.')).toBeVisible();
    await page.getByLabel('Lowest credit score (below: refused)').fill('40');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Parameters saved.')).toBeVisible();
    await expect(page.getByTestId('audit-history')).toContainText('Edited · admin');
    await expect(page.getByTestId('audit-history')).toContainText(`${before} → ${before + 15}`);
    expect((await superadmin.call<{ archiveRefusedContractDays: number }>('GET', '/api/SystemParameters')).body.archiveRefusedContractDays).toBe(before + 15);
  } finally {
    expect((await superadmin.call('PUT', '/api/SystemParameters', { archiveRefusedContractDays: before })).status).toBe(200);
  }
});

test('agency roles do not reach the system parameters', async ({ page, context }) => {
  await signInAs(context, 'agencyadmin');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/forbidden$/);
});
