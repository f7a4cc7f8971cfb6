// The rate factors form sends only the factors typed differently, each read
// the page language's way, and names every cell the API's schema refuses.
import { describe, expect, it } from 'vitest';
import { rateFactorsChecks } from '@/lib/admin/rate-factors-checks';

const shown = { 1: '0,0465', 2: '0,0322' };

describe('rate factors checks', () => {
  it('reads an Italian factor with its decimal comma and sends only what changed', async () => {
    const result = await rateFactorsChecks(shown, 'it').safeParseAsync({ 'factor-1': '0,0466', 'factor-2': '0,0322' });
    expect(result.success && result.data).toEqual({ factors: [{ id: 1, factor: 0.0466 }] });
  });

  it('reads an English factor with its decimal point', async () => {
    const result = await rateFactorsChecks({ 1: '0.0465' }, 'en').safeParseAsync({ 'factor-1': '0.0466' });
    expect(result.success && result.data).toEqual({ factors: [{ id: 1, factor: 0.0466 }] });
  });

  it("refuses a factor out of range or in the other language's writing, by its cell", async () => {
    const result = await rateFactorsChecks(shown, 'it').safeParseAsync({ 'factor-1': '0,5', 'factor-2': '0.0323' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['factor-1'], ['factor-2']]);
  });
});
