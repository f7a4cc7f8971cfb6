import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartStepper } from '@/components/cart/cart-stepper';
import { renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

describe('cart stepper', () => {
  it('names the seven steps in order, marks the current one and links the others', () => {
    renderIntl(<CartStepper current="recap" />);
    const nav = screen.getByRole('navigation', { name: 'Passi del preventivo' });
    const items = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/[✓\d›]|\(completato\)/g, '').trim());
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

  it('shows a step as done only when the quote holds its data', () => {
    renderIntl(<CartStepper current="recap" hasProducts={false} complete={{}} />);
    const nav = screen.getByRole('navigation', { name: 'Passi del preventivo' });
    expect(within(nav).queryAllByText('(completato)')).toEqual([]);
    expect(nav.querySelectorAll('[data-state="done"]')).toHaveLength(0);
  });

  it('marks as done what is complete, also after the current step', () => {
    renderIntl(<CartStepper current="accessories" complete={{ productList: true, modelSelection: true, customerInfo: true }} />);
    const done = [...document.querySelectorAll('[data-state="done"]')].map((item) => item.getAttribute('data-step'));
    expect(done).toEqual(['productList', 'modelSelection', 'customerInfo']);
  });
});
