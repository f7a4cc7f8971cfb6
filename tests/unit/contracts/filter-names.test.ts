// The chips' names: what a number filters is named from the rows, the first
// row's lines or the families; a filter not in force and a name nowhere to be
// found leave the chip to its number.
import { describe, expect, it } from 'vitest';
import type { ContractDetail, ContractSummary } from '@/core/schemas/contracts-answers';
import { filterNames, needsFirstDetail } from '@/lib/contracts/filter-names';
import { DEFAULT_FILTERS } from '@/lib/contracts/filters';

const row = {
  id: 7,
  agency: { id: 2, name: 'SmartCom' },
  provider: { id: 1, code: 'GRENKE', name: 'Grenke Locazione' },
  company: { id: 5, name: 'Alfa Srl', vatNumber: '01234567890' },
  createdBy: { id: 9, username: 'mario.rossi' },
} as unknown as ContractSummary;

const line = (kind: 'product' | 'accessory', ids: { modelId?: number; accessoryId?: number }, name: string) =>
  ({ kind, modelId: ids.modelId ?? null, accessoryId: ids.accessoryId ?? null, name }) as ContractDetail['items'][number];

const detail = {
  items: [
    line('product', { modelId: 3 }, 'MacBook Air 13'),
    line('product', { modelId: 4 }, 'iPad Pro'),
    line('accessory', { accessoryId: 11 }, 'Magic Mouse'),
  ],
};
const families = [
  { id: 1, name: 'Mac' },
  { id: 2, name: 'iPad' },
];

describe('filterNames', () => {
  it('names every filter in force from the rows, the first row’s lines and the families', () => {
    const filters = { ...DEFAULT_FILTERS, agencyId: 2, agentId: 9, customerId: 5, provider: 'GRENKE' as const, familyId: 2, modelId: 4, accessoryId: 11 };
    expect(filterNames(filters, { items: [row], firstDetail: detail, families })).toEqual({
      agency: 'SmartCom',
      agent: 'mario.rossi',
      customer: 'Alfa Srl',
      provider: 'Grenke Locazione',
      family: 'iPad',
      model: 'iPad Pro',
      accessory: 'Magic Mouse',
    });
  });

  it('names nothing that does not filter the list', () => {
    expect(filterNames(DEFAULT_FILTERS, { items: [row], firstDetail: detail, families })).toEqual({});
  });

  it('leaves a number unnamed when no row, line or family carries it', () => {
    const filters = { ...DEFAULT_FILTERS, agencyId: 2, familyId: 99, modelId: 11, accessoryId: 3 };
    // A model is a product line's, an accessory an accessory line's: the same number of the other kind does not name it.
    expect(filterNames(filters, { items: [row], firstDetail: detail, families })).toEqual({ agency: 'SmartCom' });
    expect(filterNames(filters, { items: [] })).toEqual({});
  });

  it('reads the first row’s lines only for a model or an accessory', () => {
    expect(needsFirstDetail(DEFAULT_FILTERS)).toBe(false);
    expect(needsFirstDetail({ ...DEFAULT_FILTERS, familyId: 1 })).toBe(false);
    expect(needsFirstDetail({ ...DEFAULT_FILTERS, modelId: 1 })).toBe(true);
    expect(needsFirstDetail({ ...DEFAULT_FILTERS, accessoryId: 1 })).toBe(true);
  });
});
