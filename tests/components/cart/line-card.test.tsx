// A cart line's errors are the field component's: the quantity's under its
// control and naming it, the services' count under the services it is about,
// each announced at once, with what to remove or add.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LineCard } from '@/components/cart/line-card';
import { INFO, IPHONE, line } from '../../support/fixtures/cart';
import { renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const card = (quantity: number, services: { tier: string; quantity: number }[], issues: Parameters<typeof LineCard>[0]['issues']) =>
  renderIntl(
    <LineCard
      line={{ ...line(IPHONE, quantity), services } as never}
      model={INFO.models[IPHONE]}
      accessories={[]}
      services={[]}
      contractType="purchase"
      issues={issues}
      onQuantity={() => undefined}
      onAccessory={() => undefined}
      onService={() => undefined}
      onRemove={() => undefined}
    />,
  );

describe('cart line errors', () => {
  it("puts the quantity's error under its control, which it describes", () => {
    card(0, [], [{ field: 'lines.0.quantity', code: 'quantity_below_one' }]);
    const quantity = screen.getByLabelText('Quantità di iPhone 16');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('La quantità deve essere almeno 1');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it("says the services' count under the services, with the ones to remove", () => {
    card(1, [{ tier: 'Silver', quantity: 2 }], [{ field: 'lines.0.services', code: 'services_mismatch', params: { services: 2, products: 1, excess: 1 } }]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Serve un servizio per ogni prodotto: 2 servizi per 1 prodottiRimuovi 1 servizio tra: Silver (2)');
    const services = screen.getByRole('group', { name: /Servizi/ });
    expect(services.getAttribute('aria-describedby')).toBe(alert.id);
    expect(within(services).getByRole('alert')).toBe(alert);
  });
});
