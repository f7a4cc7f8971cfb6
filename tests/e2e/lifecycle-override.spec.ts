import { expect, test } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { shootPart } from '../support/e2e/a11y';
import { clickHydrated } from '../support/e2e/hydration';
import { type Locale, apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { signedCustomerContract } from '../support/e2e/signed-contract';

// The lifecycle cannot be walked past its facts (docs/domain.md, "Lifecycle"):
// on a signed contract whose units have no serials or DDTs, the contract page
// says what "In attivazione" waits for; the superadministrator may override
// only with a written reason, which the history then shows as an override.
// The administrator, who records the move but may not override, sees what is
// missing and no way past it. In Italian and English, at 390 and 1366 px.

const TEXT = {
  it: {
    waiting: '«In attivazione» attende:',
    serials: '2 prodotti sono senza numero di serie',
    option: 'In attivazione (forzatura)',
    reason: 'Motivo della forzatura',
    apply: 'Forza il cambio di stato',
    status: 'Nuovo stato',
    badge: 'Forzatura',
    wasMissing: 'Mancava: i numeri di serie, i DDT',
    required: 'Campo obbligatorio',
  },
  en: {
    waiting: '“Being activated” waits for:',
    serials: '2 products have no serial number',
    option: 'Being activated (override)',
    reason: 'Reason for the override',
    apply: 'Override and change status',
    status: 'New status',
    badge: 'Override',
    wasMissing: 'Was missing: the serial numbers, the DDTs',
    required: 'Required field',
  },
} as const;

for (const locale of ['it', 'en'] as Locale[]) {
  test(`a move waits for its facts, and only the superadministrator overrides it with a reason (${locale})`, async ({ page, context, browser }) => {
    const t = TEXT[locale];
    const c = await signedCustomerContract(await apiAs('superadmin'), await apiAs('customer'), 'e2e lifecycle');

    // The administrator may record inActivation but not override: what is missing, and no form.
    const adminContext = await browser.newContext({ locale });
    await signInAs(adminContext, 'admin');
    const adminPage = await adminContext.newPage();
    await adminPage.setViewportSize({ width: 1366, height: 900 });
    await open(adminPage, `/contracts/${c.id}`, locale);
    const adminWaiting = adminPage.getByTestId('waiting-statuses');
    await expect(adminWaiting).toContainText(t.waiting);
    await expect(adminWaiting).toContainText(t.serials);
    await expect(adminPage.getByLabel(t.status)).toHaveCount(0);
    await adminContext.close();

    await signInAs(context, 'superadmin');
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/contracts/${c.id}`, locale);
    await expect(page.getByTestId('waiting-statuses')).toContainText(t.serials);
    await page.getByLabel(t.status).selectOption({ label: t.option });
    const apply = page.getByRole('button', { name: t.apply });
    // No reason written: the form says so beside the reason, and nothing moves.
    await clickHydrated(apply);
    await expect(page.getByLabel(t.reason)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('contract-actions').getByText(t.required)).toBeVisible();
    const reason = `e2e ${locale}: seriali comunicati dal fornitore per telefono`;
    await page.getByLabel(t.reason).fill(reason);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('contract-actions').scrollIntoViewIfNeeded();
    await shoot(page, `lifecycle-override-form-${locale}-390`);
    await shootPart(page, 'contract-actions', `lifecycle-override-actions-${locale}-390`);
    await apply.click();

    const note = page.getByTestId('history').getByTestId('override-note').first();
    await expect(note).toContainText(t.badge);
    await expect(note).toContainText(reason);
    await expect(note).toContainText(t.wasMissing);
    await expect(page.getByTestId('contract-status')).toHaveText(locale === 'it' ? 'In attivazione' : 'Being activated');
    await page.setViewportSize({ width: 1366, height: 900 });
    await note.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `lifecycle-override-history-${locale}-1366`);
    await shootPart(page, 'history', `lifecycle-override-history-part-${locale}-1366`);
  });
}
