// Each audited field's display kind, and a stored value as each kind prints it
// in Italian and English (core/domain/audit-fields.ts, lib/format/field-value.ts).
import { createFormatter } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { auditFieldKind } from '@/core/domain/audit-fields';
import { fieldNumber } from '@/lib/format/field-value';
import { portalFormat } from '@/lib/format/portal-format';

const format = (locale: 'it' | 'en') => portalFormat(createFormatter({ locale, timeZone: 'Europe/Rome' }));
// Intl separates the euro sign with a no-break space
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('audited field kinds', () => {
  it('reads every field stored in cents as money', () => {
    for (const field of ['shippingUnitCostCents', 'listPriceCents', 'priceCents']) expect(auditFieldKind('agency', field)).toBe('cents');
    // guarantee fees are keyed tier.category.field
    expect(auditFieldKind('service', 'GOLD.smartphone.handlingFeeCents')).toBe('cents');
    expect(auditFieldKind('service', 'GOLD.smartphone.theftDeductibleAfterMonth36MaxCents')).toBe('cents');
  });

  it('reads commissions as percentages and rate factors as coefficients, whatever their key', () => {
    expect(auditFieldKind('agency', 'agentCommission')).toBe('percent');
    expect(auditFieldKind('agency', 'grenkeAgentCommission')).toBe('percent');
    // a rate's key ends with its band ceiling in cents, not with a field name
    expect(auditFieldKind('rate', 'DLL.60.500000')).toBe('coefficient');
    expect(auditFieldKind('rate', 'GRENKE.24.top')).toBe('coefficient');
  });

  it('reads counts as whole numbers, a delivery day as a day, a file as its size, an id as it is, words as words', () => {
    for (const field of ['shippingMaxUnits', 'sortOrder', 'scoreKO', 'archiveRefusedContractDays', 'activityMinMonths'])
      expect(auditFieldKind('parameter', field)).toBe('integer');
    expect(auditFieldKind('service', 'PLATINUM.notebook.freeAccidents')).toBe('integer');
    expect(auditFieldKind('contract', 'startDate')).toBe('day');
    expect(auditFieldKind('privacy', 'bytes')).toBe('bytes');
    expect(auditFieldKind('accessory', 'modelId')).toBe('id');
    expect(auditFieldKind('user', 'username')).toBe('text');
  });
});

describe('a stored number as its kind prints', () => {
  it.each([
    ['cents', 450, '4,50 €', '€4.50'],
    ['cents', 123_456, '1.234,56 €', '€1,234.56'],
    ['percent', 3.5, '3,5%', '3.5%'],
    ['coefficient', 0.0465, '0,0465', '0.0465'],
    ['coefficient', 0.123456, '0,123456', '0.123456'],
    ['integer', 1200, '1.200', '1,200'],
    ['bytes', 245_000, '245 kB', '245 kB'],
    ['id', 12345, '12345', '12345'],
    ['text', 2.5, '2,5', '2.5'],
  ] as const)('%s %d: "%s" in Italian, "%s" in English', (kind, value, it, en) => {
    expect(plain(fieldNumber(format('it'), kind, value))).toBe(it);
    expect(plain(fieldNumber(format('en'), kind, value))).toBe(en);
  });
});
