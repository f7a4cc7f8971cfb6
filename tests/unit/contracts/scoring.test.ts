// The embedded credit provider's rule (docs/domain.md) with the parameters of
// migration 0001: scoreKO 40, scoreProviderSC 70, activityMinMonths 24.
import { describe, expect, it } from 'vitest';
import { agePoints, monthsOfActivity, scoreCompany, sizePoints } from '@/backend/credit/scoring';

const PARAMS = { scoreKO: 40, scoreProviderSC: 70, activityMinMonths: 24 };
const TODAY = new Date('2026-11-22T10:00:00Z');
const company = (over: Partial<{ companySolidity: number | null; employees: number | null; incorporationDate: string | null }>) => ({
  vatNumber: '12345678903',
  name: 'Test Srl',
  companySolidity: 80,
  employees: 25,
  incorporationDate: '2010-01-15',
  ...over,
});

describe('credit scoring', () => {
  it('counts whole months of activity', () => {
    expect(monthsOfActivity('2024-11-22', TODAY)).toBe(24);
    expect(monthsOfActivity('2024-11-23', TODAY)).toBe(23);
    expect(monthsOfActivity('2026-12-01', TODAY)).toBeLessThan(0);
  });

  it('gives size and age points by steps', () => {
    expect([0, 1, 4, 5, 19, 20, 99, 100].map(sizePoints)).toEqual([0, 5, 5, 10, 10, 15, 15, 20]);
    expect([0, 11, 12, 47, 48, 60, 600].map(agePoints)).toEqual([0, 0, 4, 12, 16, 20, 20]);
  });

  it('pre-approves a solid, established company: 0.6 × 80 + 15 + 20 = 83', () => {
    expect(scoreCompany(company({}), PARAMS, TODAY)).toMatchObject({ outcome: 'preApprovated', score: 83, reason: 'score_at_or_above_sc' });
  });

  it('asks for documents between scoreKO and scoreProviderSC', () => {
    expect(scoreCompany(company({ companySolidity: 50, employees: 8 }), PARAMS, TODAY)).toMatchObject({
      outcome: 'missingDocs',
      score: 60,
      reason: 'score_between_ko_and_sc',
      documents: ['lastBalanceSheet', 'signersIdentity'],
    });
  });

  it('refuses below scoreKO', () => {
    expect(scoreCompany(company({ companySolidity: 10, employees: 2 }), PARAMS, TODAY)).toMatchObject({
      outcome: 'refused',
      score: 31,
      reason: 'score_below_ko',
    });
  });

  it('refuses a company active for less than activityMinMonths whatever its score', () => {
    const young = scoreCompany(company({ companySolidity: 100, employees: 500, incorporationDate: '2025-01-10' }), PARAMS, TODAY);
    expect(young).toMatchObject({ outcome: 'refused', reason: 'activity_too_short' });
    expect(young.details).toMatchObject({ months: 22, activityMinMonths: 24 });
  });

  it('treats the thresholds as inclusive where the rule says "at or above"', () => {
    // 0.6 × 50 + 20 + 20 = 70 → preApprovated; 0 + 15 + 20 = 35 with scoreKO 35 → not refused
    expect(scoreCompany(company({ companySolidity: 50, employees: 100 }), PARAMS, TODAY).outcome).toBe('preApprovated');
    expect(scoreCompany(company({ companySolidity: 0, employees: 20, incorporationDate: '2011-01-01' }), { ...PARAMS, scoreKO: 35 }, TODAY)).toMatchObject({
      score: 35,
      outcome: 'missingDocs',
    });
  });

  it('asks for documents when a fact is missing, naming it', () => {
    const result = scoreCompany(company({ companySolidity: null, incorporationDate: null }), PARAMS, TODAY);
    expect(result).toMatchObject({ outcome: 'missingDocs', score: null, reason: 'missing_company_data' });
    expect(result.details).toEqual({ missing: ['companySolidity', 'incorporationDate'] });
    // As documents that give those facts: the balance sheet (solidity) and the chamber of commerce extract (age).
    expect(result.documents).toEqual(['lastBalanceSheet', 'chamberOfCommerceExtract']);
  });
});
