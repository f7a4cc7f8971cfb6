// The fingerprint of what a provider judged, and the rule that a provider
// which refused a deal is not asked again unless its data changed (core/credit/).
import { describe, expect, it } from 'vitest';
import { dealFingerprint } from '@/core/credit/deal-fingerprint';
import { type PastDecision, refusedSameData, resubmitBlocks } from '@/core/credit/resubmission';

const base = {
  financedAmount: 12_345.6,
  durationMonths: 36,
  company: { vatNumber: 'it01234567897', companySolidity: 35, employees: 4, incorporationDate: '2024-06-01' },
};

describe('deal fingerprint', () => {
  it('is stable and readable: the amount in cents, the duration, the company facts', () => {
    expect(dealFingerprint(base)).toBe('v1;amount=1234560;months=36;vat=IT01234567897;solidity=35;employees=4;incorporated=2024-06-01');
    expect(dealFingerprint({ ...base, company: { ...base.company, vatNumber: ' IT01234567897 ' } })).toBe(dealFingerprint(base));
  });

  it('changes with every fact a provider judges', () => {
    const changed = [
      { ...base, financedAmount: 12_345.61 },
      { ...base, durationMonths: 48 },
      { ...base, company: { ...base.company, companySolidity: 36 } },
      { ...base, company: { ...base.company, employees: null } },
      { ...base, company: { ...base.company, incorporationDate: '2024-06-02' } },
      { ...base, company: { ...base.company, vatNumber: 'IT01234567898' } },
    ];
    for (const deal of changed) expect(dealFingerprint(deal)).not.toBe(dealFingerprint(base));
  });
});

describe('resubmission', () => {
  const fp = dealFingerprint(base);
  const refusedByGrenke: PastDecision = { providerCode: 'GRENKE', outcome: 'refused', fingerprint: fp };

  it('refuses the provider that refused the same data, not another one', () => {
    expect(refusedSameData('GRENKE', fp, [refusedByGrenke])).toBe(true);
    expect(resubmitBlocks('GRENKE', fp, [refusedByGrenke], [])).toEqual(['refused_same_data']);
    expect(resubmitBlocks('BNP', fp, [refusedByGrenke], [])).toEqual([]);
  });

  it('lets the same provider judge changed data again', () => {
    expect(refusedSameData('GRENKE', dealFingerprint({ ...base, durationMonths: 48 }), [refusedByGrenke])).toBe(false);
  });

  it('counts a refusal without a fingerprint (recorded before) as the same data, and other outcomes not at all', () => {
    expect(refusedSameData('GRENKE', fp, [{ ...refusedByGrenke, fingerprint: null }])).toBe(true);
    expect(refusedSameData('GRENKE', fp, [{ ...refusedByGrenke, outcome: 'error' }])).toBe(false);
  });

  it('names the earlier refusal before the eligibility reasons', () => {
    expect(resubmitBlocks('GRENKE', fp, [refusedByGrenke], ['amount_above_ceiling'])).toEqual(['refused_same_data', 'amount_above_ceiling']);
    expect(resubmitBlocks('DLL', fp, [refusedByGrenke], ['duration_not_funded'])).toEqual(['duration_not_funded']);
  });
});
