// The guarantee fees form sends only the rows typed differently, amounts read
// the page language's way, and marks every cell of a row the API's schema refuses.
import { describe, expect, it } from 'vitest';
import { guaranteeFeesChecks } from '@/lib/admin/guarantee-fees-checks';

const row = { handlingFee: '12,5', freeAccidents: '1', accidentalCoverYears: '', theftDeductible: '', theftDeductibleAfter36: '150' };
const values = (id: number, patch: Partial<typeof row> = {}) =>
  Object.fromEntries(Object.entries({ ...row, ...patch }).map(([column, text]) => [`${column}-${id}`, text]));

describe('guarantee fees checks', () => {
  it('sends the changed row in cents, a blank cover as unlimited and a blank theft deductible as none', async () => {
    const result = await guaranteeFeesChecks({ 1: row, 2: row }, 'it').safeParseAsync({ ...values(1, { handlingFee: '999,50' }), ...values(2) });
    expect(result.success && result.data).toEqual({
      fees: [
        {
          id: 1,
          handlingFeeCents: 99_950,
          freeAccidents: 1,
          accidentalCoverYears: null,
          theftDeductibleCents: null,
          theftDeductibleAfterMonth36MaxCents: 15_000,
        },
      ],
    });
  });

  it('refuses a row with a value out of its range, on each of its cells', async () => {
    const result = await guaranteeFeesChecks({ 1: row }, 'it').safeParseAsync(values(1, { freeAccidents: '11' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'handlingFee-1',
      'freeAccidents-1',
      'accidentalCoverYears-1',
      'theftDeductible-1',
      'theftDeductibleAfter36-1',
    ]);
  });
});
