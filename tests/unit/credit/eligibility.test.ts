// Which provider could take a deal (core/credit/): each rule at its edge, the
// providers' own parameters, and facts a contract lacks.
import { describe, expect, it } from 'vitest';
import { monthsOfActivity } from '@/core/credit/activity';
import { type Deal, ineligibility } from '@/core/credit/eligibility';
import { PROVIDER_RULES, rulesOf, scoringOf } from '@/core/credit/provider-rules';

const TODAY = new Date('2026-11-22T10:00:00Z');
const SYSTEM = { scoreKO: 40, scoreProviderSC: 70, activityMinMonths: 24 };
const deal = (over: Partial<Deal> = {}, company: Partial<NonNullable<Deal['company']>> = {}): Deal => ({
  financedAmount: 10_000,
  durationMonths: 36,
  company: { companySolidity: 50, incorporationDate: '2020-01-15', ...company },
  ...over,
});
const check = (code: string, d: Deal) => {
  const rules = rulesOf(code);
  return ineligibility(rules.eligibility, scoringOf(rules, SYSTEM), d, TODAY);
};

describe('provider eligibility', () => {
  it('gives GRENKE the system parameters and the lenient providers their own lower thresholds', () => {
    expect(scoringOf(rulesOf('GRENKE'), SYSTEM)).toEqual(SYSTEM);
    expect(scoringOf(rulesOf('bnp'), SYSTEM).scoreKO).toBeLessThan(SYSTEM.scoreKO);
    expect(scoringOf(rulesOf('DLL'), SYSTEM).activityMinMonths).toBeLessThan(SYSTEM.activityMinMonths);
    // A provider the administration adds later is judged like GRENKE.
    expect(rulesOf('ACME')).toBe(PROVIDER_RULES.GRENKE);
  });

  it('takes a sound deal everywhere', () => {
    for (const code of ['GRENKE', 'BNP', 'DLL']) expect(check(code, deal()), code).toEqual([]);
  });

  it('holds the amount ceiling inclusive', () => {
    expect(check('BNP', deal({ financedAmount: 25_000 }))).toEqual([]);
    expect(check('BNP', deal({ financedAmount: 25_000.01 }))).toEqual(['amount_above_ceiling']);
    expect(check('GRENKE', deal({ financedAmount: 1_000_000 }))).toEqual([]);
  });

  it('funds only its durations', () => {
    expect(check('BNP', deal({ durationMonths: 48 }))).toEqual([]);
    expect(check('BNP', deal({ durationMonths: 60 }))).toEqual(['duration_not_funded']);
    expect(check('DLL', deal({ durationMonths: 24 }))).toEqual(['duration_not_funded']);
  });

  it('counts the company age in whole months against the provider minimum', () => {
    // 18 months: too young for GRENKE (24), old enough for BNP (12).
    const young = deal({}, { incorporationDate: '2025-05-22' });
    expect(monthsOfActivity('2025-05-22', TODAY)).toBe(18);
    expect(check('GRENKE', young)).toEqual(['activity_too_short']);
    expect(check('BNP', young)).toEqual([]);
    expect(check('BNP', deal({}, { incorporationDate: '2025-11-22' }))).toEqual([]);
    expect(check('BNP', deal({}, { incorporationDate: '2025-11-23' }))).toEqual(['activity_too_short']);
  });

  it('wants a minimum solidity where the provider sets one', () => {
    expect(check('DLL', deal({}, { companySolidity: 30 }))).toEqual([]);
    expect(check('DLL', deal({}, { companySolidity: 29 }))).toEqual(['solidity_too_low']);
    expect(check('GRENKE', deal({}, { companySolidity: 0 }))).toEqual([]);
  });

  it('lists every reason, and holds no missing fact against the deal', () => {
    expect(check('BNP', deal({ financedAmount: 30_000, durationMonths: 60 }, { companySolidity: 5, incorporationDate: '2026-06-01' }))).toEqual([
      'amount_above_ceiling',
      'duration_not_funded',
      'activity_too_short',
      'solidity_too_low',
    ]);
    expect(check('DLL', deal({}, { companySolidity: null, incorporationDate: null }))).toEqual([]);
    expect(check('DLL', deal({ company: null }))).toEqual([]);
  });
});
