// The cart's rules wait for the agent: until the quote is edited a step shows
// the checks the server computed for the quote it rendered; from the first
// edit, the quote's own, as it changes.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCart } from '@/components/cart/cart-provider';
import { useLiveCartIssues, useLiveSteps } from '@/components/cart/use-cart-rules';
import { quoteChecks } from '@/lib/cart/quote-checks';
import { AGENCY, INFO, IPHONE, line, quote } from '../../support/fixtures/cart';
import { fakeApi, renderInCart } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

function Checks() {
  const { update } = useCart();
  const issues = useLiveCartIssues();
  const steps = useLiveSteps();
  return (
    <>
      <p data-testid="issues">{issues.map((issue) => issue.code).join(',') || 'none'}</p>
      <p data-testid="recap-done">{String(steps.recap)}</p>
      <button type="button" onClick={() => update((q) => ({ ...q, notes: `${q.notes ?? ''}.` }))}>
        edit
      </button>
    </>
  );
}

describe('the live cart rules', () => {
  // One test: the rules, once loaded, stay loaded for the whole visit (and this file).
  it("show the server's checks until the first edit, then the quote's own; a later step has them at once", async () => {
    fakeApi();
    const valid = quote({ lines: [line(IPHONE, 2)] });
    const computed = quoteChecks(valid, INFO, AGENCY);
    expect(computed.cartIssues).toEqual([]);
    // Checks that differ from the quote's own show which ones the step uses.
    const server = {
      ...computed,
      cartIssues: [{ field: 'lines.0', code: 'services_mismatch' as const }],
      steps: { ...computed.steps, recap: !computed.steps.recap },
    };

    const first = renderInCart(<Checks />, valid, { checks: server });
    fireEvent.keyDown(window, { key: 'Tab' });
    // The key press loads the rules (use-cart-rules.ts): once both modules are in, the step still shows the server's checks.
    await act(() => Promise.all([import('@/lib/cart/readiness'), import('@/lib/cart/rules')]));
    // Loaded or not, the rules wait for an edit: the server's checks are the rendered quote's.
    expect(screen.getByTestId('issues').textContent).toBe('services_mismatch');
    expect(screen.getByTestId('recap-done').textContent).toBe(String(server.steps.recap));

    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await waitFor(() => expect(screen.getByTestId('issues').textContent).toBe('none'));
    await waitFor(() => expect(screen.getByTestId('recap-done').textContent).toBe(String(computed.steps.recap)));
    first.unmount();

    renderInCart(<Checks />, valid, { checks: server });
    expect(screen.getByTestId('issues').textContent).toBe('services_mismatch');
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    expect(screen.getByTestId('issues').textContent).toBe('none');
    expect(screen.getByTestId('recap-done').textContent).toBe(String(computed.steps.recap));
  });
});
