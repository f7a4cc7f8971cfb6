import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityPicker } from '@/components/products/quantity-picker';
import { IPHONE, THINKPAD, line, quote } from '../../support/fixtures/cart';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

describe('quantity on the model page', () => {
  it('refuses a quantity below 1 with its message beside the field, and sends nothing', async () => {
    const api = fakeApi();
    renderIntl(<QuantityPicker agencyId={2} modelId={IPHONE} modelName="iPhone 16" inQuote={0} />);
    const field = screen.getByLabelText('Quantità');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al preventivo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La quantità deve essere almeno 1');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it.each(['abc', '2,5', '10001'])('refuses %s, which is no whole quantity the quote takes', async (typed) => {
    const api = fakeApi();
    renderIntl(<QuantityPicker agencyId={2} modelId={IPHONE} modelName="iPhone 16" inQuote={0} />);
    fireEvent.change(screen.getByLabelText('Quantità'), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al preventivo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La quantità deve essere almeno 1');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('takes the error away once the quantity is mended, and saves the mended one', async () => {
    const api = fakeApi((call) =>
      call.method === 'GET' && call.url.endsWith('/Cart') ? { body: { quote: quote(), revision: 1, updatedAt: null } } : undefined,
    );
    renderIntl(<QuantityPicker agencyId={2} modelId={IPHONE} modelName="iPhone 16" inQuote={0} />);
    const field = screen.getByLabelText('Quantità');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al preventivo' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Aumenta' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect((field as HTMLInputElement).value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Aumenta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al preventivo' }));
    expect(await screen.findByText('Nel preventivo: 2 × iPhone 16.')).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT')!.body as { quote: { lines: { modelId: number; quantity: number }[] } };
    expect(put.quote.lines.map((l) => [l.modelId, l.quantity])).toEqual([[IPHONE, 2]]);
  });

  it('says a failed save under the button', async () => {
    fakeApi((call) => (call.method === 'GET' ? { status: 500, body: { errors: [{ code: 'generic' }] } } : undefined));
    renderIntl(<QuantityPicker agencyId={2} modelId={IPHONE} modelName="iPhone 16" inQuote={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al preventivo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Qualcosa è andato storto. Riprova.');
    expect(screen.queryByText(/Nel preventivo: 1 ×/)).toBeNull();
  });

  it('replaces the quantity already in the open quote, keeping the other models', async () => {
    const stored = quote({ lines: [line(IPHONE, 3), line(THINKPAD, 1)] });
    const api = fakeApi((call) =>
      call.method === 'GET' && call.url.endsWith('/Cart') ? { body: { quote: stored, revision: 7, updatedAt: null } } : undefined,
    );
    renderIntl(<QuantityPicker agencyId={2} modelId={IPHONE} modelName="iPhone 16" inQuote={3} />);
    expect(screen.getByText(/Nel preventivo: 3/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantità'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna la quantità' }));
    expect(await screen.findByText('Nel preventivo: 2 × iPhone 16.')).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT')!.body as { quote: typeof stored; revision: number };
    expect(put.revision).toBe(7);
    expect(put.quote.lines.map((l) => [l.modelId, l.quantity])).toEqual([
      [IPHONE, 2],
      [THINKPAD, 1],
    ]);
  });

  it('reads the quote again once when another device saved in between', async () => {
    let reads = 0;
    const api = fakeApi((call) => {
      if (call.method === 'GET') return { body: { quote: quote(), revision: ++reads, updatedAt: null } };
      if (call.method === 'PUT' && (call.body as { revision: number }).revision === 1) return { status: 409, body: { errors: [{ code: 'quote_changed' }] } };
      return undefined;
    });
    renderIntl(<QuantityPicker agencyId={2} modelId={IPHONE} modelName="iPhone 16" inQuote={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al preventivo' }));
    await waitFor(() => expect(screen.getByText('Nel preventivo: 1 × iPhone 16.')).toBeTruthy());
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { revision: number }).revision)).toEqual([1, 2]);
  });
});
