import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartStepper, type CartStepId } from '@/components/cart/cart-stepper';
import { StepStates } from '@/components/cart/live-step-states';
import { renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

describe('cart stepper', () => {
  it('names the seven steps in order, marks the current one and links the others', () => {
    renderIntl(<CartStepper current="recap" />);
    const nav = screen.getByRole('navigation', { name: 'Passi del preventivo' });
    const items = within(nav)
      .getAllByRole('listitem')
      // each step shows its link or, while it cannot be followed, its plain name (the classes pick one)
      .map((item) => (item.getAttribute('data-linkable') === 'true' ? item.querySelector('a') : item.querySelector('a + span, span:first-child'))?.textContent)
      .map((text) => text?.replace(/[✓\d]|\(completato\)/g, '').trim());
    expect(items).toEqual([
      'Lista prodotti',
      'Selezione modello',
      'Accessori e servizi',
      'Storie VirtualLand',
      'Riepilogo',
      'Dati cliente',
      'Gestione spedizione',
    ]);
    expect(within(nav).getByText('Riepilogo').closest('[aria-current]')?.getAttribute('aria-current')).toBe('step');
    expect(
      within(nav)
        .getByRole('link', { name: /Dati cliente/ })
        .getAttribute('href'),
    ).toBe('/cart/customer-info');
  });

  it('speaks English', () => {
    renderIntl(<CartStepper current="shipping" />, 'en');
    expect(screen.getByRole('navigation', { name: 'Quote steps' }).textContent).toContain('Shipping management');
  });

  it('marks the steps before the current one as done on the catalogue pages', () => {
    renderIntl(<CartStepper current="recap" />);
    const done = [...document.querySelectorAll('[data-state="done"]')].map((item) => item.getAttribute('data-step'));
    expect(done).toEqual(['productList', 'modelSelection', 'accessories', 'stories']);
  });

  // The cart steps: the browser sets the states as the agent edits.
  const live = (current: CartStepId, complete: Partial<Record<CartStepId, boolean>>, hasProducts = true) =>
    renderIntl(
      <CartStepper
        current={current}
        liveStates={(items) => (
          <StepStates complete={complete} hasProducts={hasProducts}>
            {items}
          </StepStates>
        )}
      />,
    );
  const stateOf = (step: CartStepId) => document.querySelector(`[data-step="${step}"]`)?.getAttribute('data-state');
  const linkableOf = (step: CartStepId) => document.querySelector(`[data-step="${step}"]`)?.getAttribute('data-linkable');

  it('shows a step as done only when the quote holds its data', () => {
    live('recap', {}, false);
    const nav = screen.getByRole('navigation', { name: 'Passi del preventivo' });
    expect(nav.querySelectorAll('[data-state="done"]')).toHaveLength(0);
    expect(stateOf('recap')).toBe('current');
    // without a product only the catalogue's steps stay links
    expect((['productList', 'accessories', 'stories', 'customerInfo', 'shipping'] as const).map(linkableOf)).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(linkableOf('modelSelection')).toBe('false');
  });

  it('marks as done what is complete, also after the current step', () => {
    live('accessories', { productList: true, modelSelection: true, customerInfo: true });
    const done = [...document.querySelectorAll('[data-state="done"]')].map((item) => item.getAttribute('data-step'));
    expect(done).toEqual(['productList', 'modelSelection', 'customerInfo']);
    expect(stateOf('accessories')).toBe('current');
    expect(linkableOf('shipping')).toBe('true');
    expect(linkableOf('accessories')).toBe('false');
  });
});
