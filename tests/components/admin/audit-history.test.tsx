// The change history prints stored values by their field's kind: cents as
// money, commissions as percentages, rate factors as coefficients, each in
// the reader's language (core/domain/audit-fields.ts), never the raw "450" or "3.5".
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditHistory } from '@/components/admin/audit-history';
import { FamilyHistory } from '@/components/admin/family-history';
import { RatesHistory } from '@/components/admin/rates-history';
import { renderIntl } from '../../support/components/render';

const entry = { id: 1, entityId: 3, action: 'update' as const, actor: { id: 1, username: 'admin' }, at: '2026-03-02T09:15:00.000Z' };
const agencyEdit = {
  ...entry,
  entity: 'agency' as const,
  changes: {
    shippingUnitCostCents: { from: 450, to: 123_450 },
    agentCommission: { from: 3.5, to: 4 },
    shippingMaxUnits: { from: 10, to: 1200 },
  },
};
const rateEdit = { ...entry, id: 2, entity: 'rate' as const, entityId: 0, changes: { 'DLL.60.top': { from: 0.0465, to: 0.05 } } };
const feeEdit = { ...entry, id: 3, entity: 'service' as const, entityId: 0, changes: { 'GOLD.smartphone.handlingFeeCents': { from: 4_800, to: 5_000 } } };
const deliveryDay = { ...entry, id: 4, entity: 'contract' as const, changes: { startDate: { from: null, to: '2026-11-24' } } };

// Intl separates the euro sign with a no-break space
const text = (element: HTMLElement) => element.textContent!.replace(/\u00a0/g, ' ');
const history = () => within(screen.getByTestId('audit-history'));
const agencyLabel = (field: string) => ({ shippingUnitCostCents: 'Costo', agentCommission: 'Provvigione', shippingMaxUnits: 'Pezzi' })[field] ?? field;

describe('audit history numbers', () => {
  it('in Italian: cents as money, a commission as a percentage, a count grouped, a day by its month', () => {
    renderIntl(<AuditHistory entries={[agencyEdit, deliveryDay]} fieldLabel={agencyLabel} />);
    const [agency, contract] = history().getAllByRole('listitem');
    expect(text(agency!)).toContain('Costo4,50 € → 1.234,50 €');
    expect(text(agency!)).toContain('Provvigione3,5% → 4%');
    expect(text(agency!)).toContain('Pezzi10 → 1.200');
    expect(text(agency!)).not.toContain('450');
    expect(text(contract!)).toContain('startDate— → 24 nov 2026');
  });

  it('in English the same values in its own way', () => {
    renderIntl(<AuditHistory entries={[agencyEdit]} fieldLabel={(field) => field} />, 'en');
    const agency = text(screen.getByTestId('audit-history'));
    expect(agency).toContain('shippingUnitCostCents€4.50 → €1,234.50');
    expect(agency).toContain('agentCommission3.5% → 4%');
  });

  it('a rate factor as a coefficient and a guarantee fee as money, under labels without "cents"', () => {
    renderIntl(<RatesHistory entries={[rateEdit]} kind="rates" />);
    expect(text(screen.getByTestId('audit-history'))).toContain('DLL, 60 mesi, fascia più alta0,0465 → 0,05');
    renderIntl(<RatesHistory entries={[feeEdit]} kind="fees" />, 'en');
    const fees = text(screen.getAllByTestId('audit-history').at(-1)!);
    expect(fees).toContain('handling fee€48.00 → €50.00');
    expect(fees).not.toContain('cents');
  });

  it("a model's list price as money in the catalogue's history", () => {
    renderIntl(<FamilyHistory entries={[{ ...entry, entity: 'model', changes: { listPriceCents: { from: 79_990, to: 89_990 } } }]} />);
    expect(text(screen.getByTestId('audit-history'))).toContain('Prezzo di listino799,90 € → 899,90 €');
  });
});
