import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccessoriesStep } from '@/components/cart/accessories-step';
import { CHARGER, IPAD_AIR, IPHONE, KEYBOARD, PENCIL, THINKPAD, line, quote } from '../../support/fixtures/cart';
import { pricesKey } from '@/lib/cart/answer-keys';
import type { PricedAnswer } from '@/lib/cart/types';
import { push } from '../../support/components/navigation-mock';
import { fakeApi, renderInCart } from '../../support/components/render';
import { fakeTimeouts, firePendingTimeouts } from '../../support/components/timeouts';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const pricesAnswer = {
  durationMonths: 36,
  productUnits: 3,
  lines: [],
  productsAmount: 2537,
  accessoriesAmount: 0,
  servicesAmount: 177,
  shippingCost: 15,
  financedAmount: 2729,
  monthlyPayment: 87.88,
  totalValue: 3163.68,
  commission: { percent: 3.5, amount: 95.52 },
};
const api = () => fakeApi((call) => (call.url.endsWith('/Contracts/prices') ? { body: pricesAnswer } : undefined));

describe('accessories and services step', () => {
  it('shows live prices from the API and the agent commission when the API gives it', async () => {
    const { calls } = api();
    renderInCart(<AccessoriesStep renderedPrices={null} />, quote({ lines: [line(IPHONE, 2), line(THINKPAD, 1)] }));
    expect((await screen.findByTestId('monthly-payment')).textContent).toContain('87,88');
    expect(screen.getByTestId('commission').textContent).toContain('Provvigione agente (3,5%)'); // the language's decimal comma, never "3.5%"
    const priced = calls.find((c) => c.url.endsWith('/Contracts/prices'))!.body as { lines: { durationMonths: number }[] };
    expect(priced.lines.map((l) => l.durationMonths)).toEqual([36, 36]);
  });

  it('shows the prices the page came with and asks for new ones only once the quote changes', async () => {
    fakeTimeouts();
    const { calls } = api();
    const rendered = quote({ lines: [line(THINKPAD, 2)] });
    renderInCart(
      <AccessoriesStep renderedPrices={{ key: pricesKey(2, rendered), value: { ...pricesAnswer, monthlyPayment: 55.5 } as unknown as PricedAnswer }} />,
      rendered,
    );
    expect(screen.getByTestId('monthly-payment').textContent).toContain('55,50');
    await firePendingTimeouts();
    expect(calls.filter((c) => c.url.endsWith('/Contracts/prices'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^Aumenta: Quantità di/ }));
    await waitFor(() => expect(screen.getByTestId('monthly-payment').textContent).toContain('87,88'));
    expect(calls.filter((c) => c.url.endsWith('/Contracts/prices'))).toHaveLength(1);
  });

  it('applies a new duration to every product and saves it in the open quote', async () => {
    const { saved } = api();
    renderInCart(<AccessoriesStep renderedPrices={null} />, quote({ lines: [line(IPHONE, 2), line(THINKPAD, 1)] }));
    fireEvent.change(screen.getByLabelText('Durata del finanziamento'), { target: { value: '60' } });
    await waitFor(() => expect(saved().at(-1)?.durationMonths).toBe(60), { timeout: 3000 });
  });

  it('refuses an accessory in a flex rental cart with its message', async () => {
    fakeTimeouts();
    const { saved } = api();
    renderInCart(<AccessoriesStep renderedPrices={null} />, quote({ contractType: 'flex', lines: [line(IPHONE, 1)] }));
    const card = screen.getByTestId('cart-line');
    fireEvent.click(within(card).getByRole('button', { name: 'Aumenta: Alimentatore 20W' }));
    expect(within(card).getByRole('alert').textContent).toContain('Non è possibile aggiungere accessori in un carrello con prodotti in Noleggio Flex');
    await firePendingTimeouts(); // the save's wait included
    expect(saved()).toEqual([]);
  });

  it('switching to flex with accessories shows the refusal on the line and blocks going on', async () => {
    api();
    renderInCart(<AccessoriesStep renderedPrices={null} />, quote({ lines: [line(IPHONE, 1, { accessories: [{ accessoryId: CHARGER, quantity: 1 }] })] }));
    fireEvent.click(screen.getByLabelText('Noleggio Flex (riscatto)'));
    expect(
      await within(screen.getByTestId('cart-line')).findByText('Non è possibile aggiungere accessori in un carrello con prodotti in Noleggio Flex'),
    ).toBeTruthy();
    // The price panel keeps the last prices, marked out of date, and names the rule to fix.
    expect(within(screen.getByTestId('price-summary')).getByTestId('prices-stale').textContent).toContain('Noleggio Flex');
    fireEvent.click(screen.getByRole('button', { name: /Storie VirtualLand/ }));
    expect(await screen.findByText('Per continuare:')).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
  });

  it('warns when accessories exceed 49% of the total, with the share', async () => {
    api();
    renderInCart(
      <AccessoriesStep renderedPrices={null} />,
      quote({
        lines: [
          line(IPAD_AIR, 1, {
            accessories: [
              { accessoryId: KEYBOARD, quantity: 2 },
              { accessoryId: PENCIL, quantity: 2 },
            ],
          }),
        ],
      }),
    );
    expect(screen.getByTestId('issue-accessories_over_limit').textContent).toContain(
      'Il valore degli accessori non può superare il 49% del totale (ora 49,3%)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aumenta: GOLD per iPad Air' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diminuisci: SILVER per iPad Air' }));
    await waitFor(() => expect(screen.queryByTestId('issue-accessories_over_limit')).toBeNull());
  });

  it('shows which services to remove when there are more services than products', () => {
    api();
    renderInCart(
      <AccessoriesStep renderedPrices={null} />,
      quote({
        lines: [
          line(IPHONE, 2, {
            services: [
              { tier: 'SILVER', quantity: 2 },
              { tier: 'GOLD', quantity: 1 },
            ],
          }),
        ],
      }),
    );
    const card = screen.getByTestId('cart-line');
    const alert = within(card).getByRole('alert');
    expect(alert.textContent).toContain('Serve un servizio per ogni prodotto: 3 servizi per 2 prodotti');
    expect(alert.textContent).toContain('Rimuovi 1 servizio tra: SILVER (2), GOLD (1)');
  });

  it('takes a product out at quantity 0, with an undo that puts it back where it was, services and all', async () => {
    const { saved } = api();
    const gold = line(IPHONE, 2, { services: [{ tier: 'GOLD', quantity: 2 }] });
    renderInCart(<AccessoriesStep renderedPrices={null} />, quote({ lines: [gold, line(THINKPAD, 1)] }));
    fireEvent.change(screen.getByLabelText('Quantità di iPhone 16'), { target: { value: '0' } });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    const notice = screen.getByText(/iPhone 16 tolto dal preventivo/).closest<HTMLElement>('[role="status"]')!;
    expect(notice).not.toBeNull();
    expect(screen.queryByText('La quantità deve essere almeno 1')).toBeNull();
    const undo = within(notice).getByRole('button', { name: 'Annulla la rimozione' });
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    await waitFor(() => expect(saved().at(-1)?.lines).toEqual([gold, line(THINKPAD, 1)]), { timeout: 3000 });
  });

  it('removes a model only after confirmation', async () => {
    const { saved } = api();
    renderInCart(<AccessoriesStep renderedPrices={null} />, quote({ lines: [line(IPHONE, 1), line(THINKPAD, 1)] }));
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi iPhone 16' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Rimuovere il prodotto?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi iPhone 16' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    await waitFor(
      () =>
        expect(
          saved()
            .at(-1)
            ?.lines.map((l) => l.modelId),
        ).toEqual([THINKPAD]),
      { timeout: 3000 },
    );
  });

  it('speaks English on the English pages', () => {
    api();
    renderInCart(
      <AccessoriesStep renderedPrices={null} />,
      quote({ contractType: 'flex', lines: [line(IPHONE, 1, { accessories: [{ accessoryId: CHARGER, quantity: 1 }] })] }),
      {
        locale: 'en',
      },
    );
    expect(within(screen.getByTestId('cart-line')).getByText('Accessories cannot be added to a cart with Flex rental products')).toBeTruthy();
  });
});
