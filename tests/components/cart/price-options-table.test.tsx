import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PriceOptionsTable } from '@/components/cart/price-options-table';
import { IPHONE, THINKPAD, line, quote } from '../../support/fixtures/cart';
import { fakeApi, renderInCart } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const TIERS = ['SILVER', 'GOLD', 'PLATINUM'] as const;
const DURATIONS = [24, 36, 48, 60];
const options = TIERS.flatMap((tier, t) =>
  DURATIONS.map((months, d) =>
    tier === 'PLATINUM' && months === 24
      ? { tier, durationMonths: months, monthlyPayment: null, totalValue: null, errors: [{ field: 'lines', code: 'accessories_over_limit' }] }
      : { tier, durationMonths: months, monthlyPayment: 100 + t * 10 - d * 5, totalValue: (100 + t * 10 - d * 5) * months, errors: [] },
  ),
);

describe('good / better / best table', () => {
  it('shows tiers × durations, marks the current choice and applies another with one click', async () => {
    const api = fakeApi((call) => (call.url.endsWith('/Cart/price-options') ? { body: { tiers: TIERS, durations: DURATIONS, options } } : undefined));
    renderInCart(<PriceOptionsTable rendered={null} />, quote({ durationMonths: 36, lines: [line(IPHONE, 2), line(THINKPAD, 1)] }));
    const current = await screen.findByRole('button', { name: /Scegli SILVER per 36 mesi/ });
    expect(current.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { name: /^Scegli / })).toHaveLength(11);
    expect(screen.getByText('Non disponibile')).toBeTruthy();
    expect(screen.getByText('Base')).toBeTruthy();
    expect(screen.getByText('Consigliata')).toBeTruthy();
    expect(screen.getByText('Completa')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Scegli PLATINUM per 48 mesi/ }));
    expect(screen.getByRole('button', { name: /Scegli PLATINUM per 48 mesi/ }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(
      () => {
        const saved = api.saved().at(-1)!;
        expect(saved.durationMonths).toBe(48);
        expect(saved.lines.map((l) => l.services)).toEqual([[{ tier: 'PLATINUM', quantity: 2 }], [{ tier: 'PLATINUM', quantity: 1 }]]);
      },
      { timeout: 3000 },
    );
    // The table depends on the cart, not on its tier and duration: one request only.
    expect(api.calls.filter((c) => c.url.endsWith('/Cart/price-options'))).toHaveLength(1);
  });
});
