import { describe, expect, it } from 'vitest';
import { marginKnown } from '@/core/domain/orders';

describe('margin known', () => {
  it('waits for a supplier cost: a price, or a supplier order even at no cost', () => {
    expect(marginKnown(0)).toBe(false);
    expect(marginKnown(0, 0)).toBe(false);
    expect(marginKnown(1_799.5)).toBe(true);
    expect(marginKnown(0, 1)).toBe(true);
  });
});
