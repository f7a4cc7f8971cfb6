// The taxable income of the tax simulation: shown the language's way, read the language's way, and never
// stored as a number the agent did not type (a point in Italian groups thousands, it is not a decimal mark).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TaxSimulation } from '@/components/cart/tax-simulation';
import { IPHONE, line, quote } from '../../support/fixtures/cart';
import { fakeApi, renderInCart } from '../../support/components/render';
import { fakeTimeouts, firePendingTimeouts } from '../../support/components/timeouts';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const taxAnswer = { averageRatePercent: 33, yearlyFees: 1200, yearlyTaxSaving: 396, yearlyNetCost: 804, totalTaxSaving: 1188, taxableIncome: 0 };
const api = () => fakeApi((call) => (call.url.endsWith('/tax-savings') ? { body: taxAnswer } : undefined));
const priced = { monthlyPayment: 100, durationMonths: 36 };

describe('tax simulation', () => {
  it('shows the stored income grouped in Italian, and stores a grouped Italian amount with its decimals', async () => {
    const { saved } = api();
    renderInCart(<TaxSimulation priced={priced} rendered={null} />, quote({ lines: [line(IPHONE, 1)], taxableIncome: 50_000.5 }));
    const field = screen.getByLabelText('Reddito imponibile annuo (€)') as HTMLInputElement;
    expect(field.value).toBe('50.000,5');

    fireEvent.change(field, { target: { value: '72.500,25' } });
    await waitFor(() => expect(saved().at(-1)?.taxableIncome).toBe(72_500.25), { timeout: 3000 });
  });

  it('refuses "50000.5" in Italian with its message and keeps the stored income', async () => {
    fakeTimeouts();
    const { saved, calls } = api();
    renderInCart(<TaxSimulation priced={priced} rendered={null} />, quote({ lines: [line(IPHONE, 1)], taxableIncome: 60_000 }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/tax-savings'))).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Reddito imponibile annuo (€)'), { target: { value: '50000.5' } });
    expect(screen.getByRole('alert').textContent).toBe('Inserire un importo valido, ad esempio 60.000 oppure 60000,50.');
    await firePendingTimeouts(); // the save's and the tax saving's waits included
    expect(saved()).toEqual([]);
    expect(calls.filter((c) => c.url.endsWith('/tax-savings'))).toHaveLength(1);
  });

  it('reads English grouping and asks the saving of the typed income', async () => {
    const { calls } = api();
    renderInCart(<TaxSimulation priced={priced} rendered={null} />, quote({ lines: [line(IPHONE, 1)], taxableIncome: 60_000 }), { locale: 'en' });
    const field = screen.getByLabelText('Yearly taxable income (€)') as HTMLInputElement;
    expect(field.value).toBe('60,000');
    fireEvent.change(field, { target: { value: '80,000.50' } });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/tax-savings')).at(-1)?.body).toMatchObject({ taxableIncome: 80_000.5 }));
  });
});
