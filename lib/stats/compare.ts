import type { MeasureKind } from '../../core/domain/stats';

/** The change against the previous period: percent of the previous value, or percentage points for a rate. */
export function deltaOf(card: { value: number | null; previous: number | null; kind: MeasureKind }): {
  direction: 'up' | 'down' | 'same' | 'new';
  amount: number;
} {
  if (card.value === null || card.previous === null) return { direction: 'new', amount: 0 };
  const amount = card.kind === 'percent' ? card.value - card.previous : card.previous === 0 ? NaN : ((card.value - card.previous) / card.previous) * 100;
  if (Number.isNaN(amount)) return { direction: card.value === 0 ? 'same' : 'new', amount: 0 };
  if (Math.abs(amount) < 0.05) return { direction: 'same', amount: 0 };
  return { direction: amount > 0 ? 'up' : 'down', amount: Math.abs(amount) };
}
