// The cart layout can come from the router's cache (a prefetch made before the
// last 'add to quote'): the provider asks the API for the open quote's revision
// once mounted and renders the layout afresh only when the API holds a newer one.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '@/components/cart/cart-provider';
import { readQuote } from '@/lib/cart/client-api';
import { quote } from '../../support/fixtures/cart';
import { refresh } from '../../support/components/navigation-mock';
import { fakeApi, renderInCart } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));
// The provider's check of the revision, watched: a test waits until its answer has been acted on.
vi.mock('@/lib/cart/client-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/cart/client-api')>();
  return { ...actual, readQuote: vi.fn(actual.readQuote) };
});

afterEach(() => {
  refresh.mockReset();
  vi.mocked(readQuote).mockClear();
});

/** Waits until the check on mount has its answer (or its failure): the provider's reaction runs right after. */
const checked = (outcome: 'fulfilled' | 'rejected') =>
  vi.waitFor(() => expect(vi.mocked(readQuote).mock.settledResults.map((result) => result.type)).toEqual([outcome]));

function Lines() {
  const cart = useCart();
  return <p>lines: {cart.quote.lines.length}</p>;
}

const answering = (revision: number) =>
  fakeApi((call) => (call.method === 'GET' && call.url.endsWith('/Cart') ? { body: { quote: quote(), revision, updatedAt: null } } : undefined));

describe('CartProvider on mount', () => {
  it('refreshes the layout when the API holds a newer revision than the one it was rendered with', async () => {
    const api = answering(5);
    renderInCart(<Lines />, quote());
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(api.calls).toEqual([expect.objectContaining({ method: 'GET', url: '/api/Agency/2/Cart' })]);
    expect(screen.getByText('lines: 0')).toBeTruthy();
  });

  it('leaves a current layout alone', async () => {
    const api = answering(1);
    renderInCart(<Lines />, quote());
    await checked('fulfilled');
    expect(api.calls).toHaveLength(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does not refresh when the check fails (the page keeps working on what it has)', async () => {
    const api = fakeApi(() => ({ status: 500, body: { errors: [{ code: 'generic' }] } }));
    renderInCart(<Lines />, quote());
    await checked('rejected');
    expect(api.calls).toHaveLength(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('CartProvider and the edits this tab kept', () => {
  const draftKey = 'cart-draft:2';
  const withLine = () => ({ ...quote(), notes: 'typed just before a reload' });

  it('puts back and saves edits the API never got (kept on the revision it still holds)', async () => {
    window.sessionStorage.setItem(draftKey, JSON.stringify({ quote: withLine(), baseRevision: 1 }));
    const api = answering(1);
    function Notes() {
      return <p>notes: {useCart().quote.notes}</p>;
    }
    renderInCart(<Notes />, quote());
    expect(await screen.findByText('notes: typed just before a reload')).toBeTruthy();
    await waitFor(() => expect(api.saved().at(-1)?.notes).toBe('typed just before a reload'), { timeout: 2000 });
    await waitFor(() => expect(window.sessionStorage.getItem(draftKey)).toBeNull());
    expect(refresh).not.toHaveBeenCalled();
  });

  it('drops kept edits once the API holds a newer revision (they reached it, or another tab saved after them)', async () => {
    window.sessionStorage.setItem(draftKey, JSON.stringify({ quote: withLine(), baseRevision: 1 }));
    answering(2);
    function Notes() {
      return <p>notes: {useCart().quote.notes ?? 'none'}</p>;
    }
    renderInCart(<Notes />, quote());
    await waitFor(() => expect(window.sessionStorage.getItem(draftKey)).toBeNull());
    expect(screen.queryByText('notes: typed just before a reload')).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps each edit in the tab until the API confirms it', async () => {
    fakeApi((call) => (call.method === 'PUT' ? undefined : { body: { quote: quote(), revision: 1, updatedAt: null } }));
    function Editor() {
      const cart = useCart();
      return (
        <button type="button" onClick={() => cart.update((q) => ({ ...q, notes: 'nuova nota' }))}>
          edit
        </button>
      );
    }
    renderInCart(<Editor />, quote());
    screen.getByRole('button', { name: 'edit' }).click();
    expect(JSON.parse(window.sessionStorage.getItem(draftKey) ?? 'null')).toMatchObject({ baseRevision: 1, quote: { notes: 'nuova nota' } });
    await waitFor(() => expect(window.sessionStorage.getItem(draftKey)).toBeNull(), { timeout: 2000 });
  });
});
