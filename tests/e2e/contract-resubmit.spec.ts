import { expect, test } from '@playwright/test';
import { signInAs } from '../support/e2e/auth';
import { type Locale, SIGNER, SOLID_COMPANY, apiAs, open, seriousViolations, shoot } from '../support/e2e/contracts';
import { shootPart } from '../support/e2e/a11y';
import { clickHydrated } from '../support/e2e/hydration';

// A refused deal resubmitted to another credit provider in one step
// (docs/domain.md, "Credit providers"): GRENKE refuses a sound company only
// 18 months old; the contract page lists the providers that could take the
// deal with their monthly payments (BNP yes, DLL not for 24 months); the
// agent resubmits it to BNP after confirming, and BNP pre-approves it. The
// history names each provider's decision and the change. At 390 and 1366 px,
// in Italian and English, axe clean.

const TEXT = {
  it: {
    heading: 'Altre società di finanziamento',
    eligible: 'Sì',
    dll: 'Durata non finanziata',
    grenke: 'Ha già rifiutato questi dati',
    resubmit: 'Reinvia a BNP',
    title: (n: string) => `Reinviare il contratto ${n} a BNP Paribas Leasing Solutions?`,
    confirm: 'Reinvia',
    change: /Reinviato da GRENKE a BNP: canone mensile da .+ a .+\./,
    refusal: 'GRENKE: Attività aziendale troppo recente',
    approval: 'BNP: Punteggio sopra la soglia di pre-approvazione',
  },
  en: {
    heading: 'Other credit providers',
    eligible: 'Yes',
    dll: 'Duration not funded',
    grenke: 'Already refused these data',
    resubmit: 'Resubmit to BNP',
    title: (n: string) => `Resubmit contract ${n} to BNP Paribas Leasing Solutions?`,
    confirm: 'Resubmit',
    change: /Resubmitted from GRENKE to BNP: monthly payment from .+ to .+\./,
    refusal: 'GRENKE: Company activity too recent',
    approval: 'BNP: Score above the pre-approval threshold',
  },
} as const;

/** Sound, but incorporated 18 months ago: too young for GRENKE (24 months), old enough for BNP (12). */
function youngCompany() {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - 18, 1);
  return { ...SOLID_COMPANY, incorporationDate: day.toISOString().slice(0, 10) };
}

for (const locale of ['it', 'en'] as Locale[]) {
  test(`a refused contract resubmitted to the second provider and approved (${locale})`, async ({ page, context }) => {
    const t = TEXT[locale];
    const agent = await apiAs('agent');
    const params = { agencyId: agent.agencyId };
    const products = await agent.api.get('/api/Agency/{agencyId}/Products', { params, query: { pageSize: 1 } });
    const created = await agent.api.post('/api/Agency/{agencyId}/Contracts', {
      params,
      json: {
        providerCode: 'GRENKE',
        contractType: 'purchase',
        lines: [{ modelId: products.body.items[0]!.id, quantity: 1, durationMonths: 24, accessories: [], services: [{ tier: 'GOLD', quantity: 1 }] }],
        shipping: { mode: 'registeredOffice', destinations: [] },
        company: youngCompany(),
        signers: [SIGNER],
        notes: `e2e resubmit ${locale}`,
      },
    });
    expect(created.status, String(created)).toBe(201);
    const contract = created.body;
    expect(contract.status).toBe('refused');
    const bnp = contract.providerOptions.find((o) => o.code === 'BNP')!;

    // On a phone: the refusal, and where the deal could go instead.
    await signInAs(context, 'agent');
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/contracts/${contract.id}`, locale);
    const panel = page.locator('#providers');
    await expect(panel.getByRole('heading', { name: t.heading })).toBeVisible();
    await expect(panel.getByTestId('provider-BNP')).toContainText(t.eligible);
    await expect(panel.getByTestId('provider-DLL')).toContainText(t.dll);
    await expect(panel.getByTestId('provider-GRENKE')).toContainText(t.grenke);
    await expect(page.getByTestId('history-decision')).toHaveText(new RegExp(t.refusal));
    expect(await seriousViolations(page)).toEqual([]);
    await shootPart(page, 'provider-options', `resubmit-options-${locale}-390`);
    await shoot(page, `resubmit-refused-${locale}-390`);

    // One action, confirmed first: the same data goes to BNP.
    await clickHydrated(panel.getByRole('button', { name: t.resubmit }));
    const dialog = page.getByRole('dialog', { name: t.title(contract.number) });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/resubmit-confirm-${locale}-390.png` });
    await dialog.getByRole('button', { name: t.confirm, exact: true }).click();

    // BNP pre-approves it: the history says who decided what, and the change with the new payment.
    await expect(page.getByTestId('provider-change')).toHaveText(t.change);
    await expect(page.getByTestId('history-decision').first()).toHaveText(new RegExp(t.approval));
    await expect(page.locator('#providers')).toHaveCount(0);
    await expect(page.getByTestId('credit-decisions').locator('li')).toHaveCount(2);
    const after = await agent.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { ...params, contractId: contract.id } });
    expect(after.body).toMatchObject({ status: 'preApprovated', provider: { code: 'BNP' }, monthlyPayment: bnp.monthlyPayment });

    // At a desk.
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, `/contracts/${contract.id}`, locale);
    await expect(page.getByTestId('provider-change')).toHaveText(t.change);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `resubmit-approved-${locale}-1366`);
  });
}
