// A small price book mirroring the reference data (GRENKE, 36 months) and the
// Agenzia Milano terms, so the rules are tested without a database.
import type { PriceBook } from '@/core/pricing/price-book';
import type { RateBand } from '@/core/pricing/rules';
import type { Cart } from '@/core/schemas/pricing';

export const GRENKE_36: RateBand[] = [
  { bandMax: 25_000, factor: 0.0315 },
  { bandMax: null, factor: 0.0309 },
  { bandMax: 5_000, factor: 0.0322 },
];

export function book(overrides: Partial<PriceBook> = {}): PriceBook {
  return {
    provider: { id: 1, code: 'GRENKE', name: 'GRENKE Locazione' },
    bandsByDuration: new Map([
      [36, GRENKE_36],
      [24, [{ bandMax: null, factor: 0.046 }]],
    ]),
    models: new Map([
      [1, { id: 1, name: 'Phone', partNumber: 'PH-1', category: 'smartphone', listPrice: 800, flexEligible: true, accessoryIds: new Set([10, 11]) }],
      [2, { id: 2, name: 'Notebook', partNumber: 'NB-1', category: 'notebook', listPrice: 1200.5, flexEligible: false, accessoryIds: new Set([12]) }],
    ]),
    accessories: new Map([
      [10, { id: 10, name: 'Charger', partNumber: 'CH-1', price: 19.9 }],
      [11, { id: 11, name: 'Case', partNumber: 'CS-1', price: 450 }],
      [12, { id: 12, name: 'Dock', partNumber: 'DK-1', price: 199 }],
    ]),
    services: new Map([
      ['SILVER:smartphone', { id: 100, tier: 'SILVER', category: 'smartphone', price: 49 }],
      ['GOLD:smartphone', { id: 101, tier: 'GOLD', category: 'smartphone', price: 89 }],
      ['SILVER:notebook', { id: 102, tier: 'SILVER', category: 'notebook', price: 79 }],
    ]),
    agency: { id: 7, shippingUnitCost: 5, shippingMaxUnits: 2, agentCommission: 3.5, grenkeAgentCommission: 4 },
    ...overrides,
  };
}

export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    providerCode: 'GRENKE',
    contractType: 'purchase',
    lines: [
      { modelId: 1, quantity: 2, durationMonths: 36, accessories: [{ accessoryId: 10, quantity: 2 }], services: [{ tier: 'SILVER', quantity: 2 }] },
      { modelId: 2, quantity: 1, durationMonths: 36, accessories: [], services: [{ tier: 'SILVER', quantity: 1 }] },
    ],
    shipping: { mode: 'registeredOffice', destinations: [] },
    ...overrides,
  };
}
