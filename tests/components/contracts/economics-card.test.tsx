// The contract's economics: the margin only once a supplier cost is on record,
// the total of payments by that name, the rate factor as the language writes it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EconomicsCard } from '@/components/contracts/detail/economics-card';
import { renderIntl } from '../../support/components/render';

const economics = {
  contractId: 1,
  number: 'C-2026-0001',
  durationMonths: 48,
  productsAmount: 2_000,
  accessoriesAmount: 100,
  servicesAmount: 150,
  shippingCost: 10,
  financedAmount: 2_260,
  rateFactor: 0.0465,
  monthlyPayment: 105.09,
  totalValue: 5_044.32,
  commission: { percent: 3.5, amount: 79.1 },
  supplierCost: 0,
  margin: 2_180.9,
};

const text = () => screen.getByTestId('economics-internal').textContent!.replace(/\u00a0/g, ' ');

describe('economics card', () => {
  it('shows no margin before a supplier cost is entered', () => {
    renderIntl(<EconomicsCard economics={economics} />);
    expect(text()).toContain('Provvigione (3,5%)');
    expect(text()).not.toContain('Margine');
    expect(screen.getByText('Totale canoni')).toBeTruthy();
    expect(screen.getByText('0,0465')).toBeTruthy();
  });

  it('shows the margin once the supplier orders cost something', () => {
    renderIntl(<EconomicsCard economics={{ ...economics, supplierCost: 1_799.5, margin: 381.4 }} />, 'en');
    expect(text()).toContain('Margin€381.40');
    expect(screen.getByText('Total of payments')).toBeTruthy();
    expect(screen.getByText('0.0465')).toBeTruthy();
  });
});
