// The cart's rules load after the page: until then a step shows the checks the
// server computed for the quote it rendered, then the quote's own as it is edited.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLiveCartIssues, useLiveSteps } from '@/components/cart/use-cart-rules';
import { quoteChecks } from '@/lib/cart/quote-checks';
import { AGENCY, INFO, IPHONE, line, quote } from '../../support/fixtures/cart';
import { fakeApi, renderInCart } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

function Checks() {
  const issues = useLiveCartIssues();
  const steps = useLiveSteps();
  return (
    <>
      <p data-testid="issues">{issues.map((issue) => issue.code).join(',') || 'none'}</p>
      <p data-testid="recap-done">{String(steps.recap)}</p>
    </>
  );
}

describe('the live cart rules', () => {
  // One test: the rules, once loaded, stay loaded for the whole visit (and this file).
  it("show the server's checks until the rules arrive, then the quote's own; later steps have them at once", async () => {
    fakeApi();
    const valid = quote({ lines: [line(IPHONE, 2)] });
    const computed = quoteChecks(valid, INFO, AGENCY);
    expect(computed.cartIssues).toEqual([]);
    // What a server would have said of an older quote with a broken line.
    const server = {
      ...computed,
      cartIssues: [{ field: 'lines.0', code: 'services_mismatch' as const }],
      steps: { ...computed.steps, recap: !computed.steps.recap },
    };

    const first = renderInCart(<Checks />, valid, { checks: server });
    expect(screen.getByTestId('issues').textContent).toBe('services_mismatch');
    expect(screen.getByTestId('recap-done').textContent).toBe(String(server.steps.recap));
    await waitFor(() => expect(screen.getByTestId('issues').textContent).toBe('none'));
    await waitFor(() => expect(screen.getByTestId('recap-done').textContent).toBe(String(computed.steps.recap)));
    first.unmount();

    renderInCart(<Checks />, valid, { checks: server });
    expect(screen.getByTestId('issues').textContent).toBe('none');
    expect(screen.getByTestId('recap-done').textContent).toBe(String(computed.steps.recap));
  });
});
