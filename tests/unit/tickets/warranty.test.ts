// The extended-warranty answer: the next tier, the questionnaire's answers,
// the extra monthly payment from the contract's rate bands, and each unit's tier.
import { describe, expect, it } from 'vitest';
import { answerProblems, decideExtension, extensionOffered, nextTier, unitTiers, type WarrantyQuestion } from '@/core/tickets/warranty';

const QUESTIONS: WarrantyQuestion[] = [
  { id: 1, kind: 'yesNo', required: true, disqualifyingAnswer: 'yes' },
  { id: 2, kind: 'yesNo', required: false, disqualifyingAnswer: null },
  { id: 3, kind: 'text', required: false, disqualifyingAnswer: null },
];
const BANDS = [
  { bandMax: 1000, factor: 0.04 },
  { bandMax: null, factor: 0.03 },
];
/** A contract of 600 € financed (band up to 1000 €, 4 %): 24 € a month. */
const CONTRACT = { financedCents: 60_000, monthlyCents: 2_400, durationMonths: 36 };
const facts = {
  tier: 'SILVER' as const,
  contractStatus: 'active',
  tierPrices: { SILVER: 50, GOLD: 110, PLATINUM: 200 },
  contract: CONTRACT,
  bands: BANDS,
  questions: QUESTIONS,
};

describe('which products may ask', () => {
  it('moves one tier up; the top tier has nowhere to go', () => {
    expect(nextTier('SILVER')).toBe('GOLD');
    expect(nextTier('GOLD')).toBe('PLATINUM');
    expect(nextTier('PLATINUM')).toBeNull();
  });

  it('offers the extension below the top tier on an active contract only', () => {
    expect(extensionOffered('GOLD', 'active')).toBe(true);
    expect(extensionOffered('PLATINUM', 'active')).toBe(false);
    expect(extensionOffered(null, 'active')).toBe(false);
    expect(extensionOffered('SILVER', 'closing')).toBe(false);
  });
});

describe('the answers', () => {
  it('wants the required ones, yes or no where asked, and no unknown question', () => {
    expect(answerProblems(QUESTIONS, { '1': 'no' })).toEqual({});
    expect(answerProblems(QUESTIONS, { '1': '  ' })).toEqual({ '1': 'required' });
    expect(answerProblems(QUESTIONS, { '1': 'maybe', '3': 'anything at all' })).toEqual({ '1': 'validation_failed' });
    expect(answerProblems(QUESTIONS, { '1': 'no', '99': 'yes' })).toEqual({ '99': 'validation_failed' });
  });
});

describe('the decision', () => {
  it('prices the difference between the tiers with the contract: (600 + 60) × 4 % − 600 × 4 % = 2.40 a month', () => {
    expect(decideExtension({ ...facts, answers: { '1': 'no' } })).toEqual({ possible: true, fromTier: 'SILVER', toTier: 'GOLD', monthlyPrice: 2.4 });
  });

  it('says why not: top tier, contract not active, a disqualifying answer, no price', () => {
    expect(decideExtension({ ...facts, tier: 'PLATINUM', answers: {} })).toMatchObject({ possible: false, reason: 'topTier' });
    expect(decideExtension({ ...facts, tier: null, answers: {} })).toMatchObject({ possible: false, reason: 'topTier' });
    expect(decideExtension({ ...facts, contractStatus: 'closing', answers: { '1': 'no' } })).toMatchObject({ possible: false, reason: 'contractNotActive' });
    expect(decideExtension({ ...facts, answers: { '1': 'yes' } })).toMatchObject({ possible: false, reason: 'questionnaire', toTier: 'GOLD' });
    expect(decideExtension({ ...facts, tierPrices: { SILVER: 50 }, answers: { '1': 'no' } })).toMatchObject({ possible: false, reason: 'noPrice' });
    expect(decideExtension({ ...facts, bands: [], answers: { '1': 'no' } })).toMatchObject({ possible: false, reason: 'noPrice' });
  });
});

describe("each unit's tier", () => {
  it("gives a line's units its services in the order they were written; units beyond them have none", () => {
    const units = [
      { id: 12, itemId: 1 },
      { id: 10, itemId: 1 },
      { id: 11, itemId: 1 },
      { id: 13, itemId: 1 },
      { id: 20, itemId: 2 },
    ];
    const services = [
      { parentItemId: 1, tier: 'SILVER' as const, quantity: 1 },
      { parentItemId: 1, tier: 'GOLD' as const, quantity: 2 },
      { parentItemId: null, tier: 'PLATINUM' as const, quantity: 5 },
    ];
    const tiers = unitTiers(units, services);
    expect([10, 11, 12, 13, 20].map((id) => tiers.get(id))).toEqual(['SILVER', 'GOLD', 'GOLD', null, null]);
  });
});
