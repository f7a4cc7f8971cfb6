// The providers a refused deal could go to: each with its payment and what
// keeps it from the deal, the resubmission only after the confirmation, the
// API's refusal in the portal's words, a refresh after success.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResubmitPanel } from '@/components/contracts/actions/resubmit-panel';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const contract = {
  id: 7,
  number: 'AP-2026-000007',
  providerOptions: [
    { code: 'BNP', name: 'BNP Paribas', profile: 'lenient' as const, current: false, monthlyPayment: 102.4, totalValue: 2457.6, blocks: [] },
    {
      code: 'DLL',
      name: 'DLL',
      profile: 'lenient' as const,
      current: false,
      monthlyPayment: 99.1,
      totalValue: 2378.4,
      blocks: ['duration_not_funded' as const],
    },
    {
      code: 'GRENKE',
      name: 'GRENKE',
      profile: 'conservative' as const,
      current: true,
      monthlyPayment: 101.2,
      totalValue: 2428.8,
      blocks: ['refused_same_data' as const, 'activity_too_short' as const],
    },
  ],
};

describe('resubmit panel', () => {
  it('lists every provider with its payment and why it cannot take the deal; a button only where it can', () => {
    renderIntl(<ResubmitPanel agencyId={2} contract={contract} />);
    expect(within(screen.getByTestId('provider-BNP')).getByText('Sì')).toBeTruthy();
    expect(within(screen.getByTestId('provider-BNP')).getByText(/102,40/)).toBeTruthy();
    expect(within(screen.getByTestId('provider-DLL')).getByText('Durata non finanziata')).toBeTruthy();
    expect(within(screen.getByTestId('provider-GRENKE')).getByText('Ha già rifiutato questi dati; Azienda troppo giovane')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Reinvia a BNP']);
  });

  it('resubmits only after the confirmation, then refreshes the page', async () => {
    const calls = fakeApi(() => ({ status: 200, body: {} }));
    renderIntl(<ResubmitPanel agencyId={2} contract={contract} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reinvia a BNP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinviare il contratto AP-2026-000007 a BNP Paribas?' });
    expect(dialog.textContent).toContain('102,40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Reinvia a BNP' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reinvia' }));
    expect(await screen.findByText('Contratto reinviato a BNP Paribas.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/api/Agency/2/Contracts/7/Resubmit', body: { providerCode: 'BNP' } }]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("shows the API's refusal in the portal's words", async () => {
    fakeApi(() => ({ status: 409, body: { errors: [{ field: 'providerCode', code: 'resubmit_same_data', message: 'x' }] } }));
    renderIntl(<ResubmitPanel agencyId={2} contract={contract} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reinvia a BNP' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reinvia' }));
    await waitFor(() => expect(screen.getByText(/ha già rifiutato il contratto con gli stessi dati/)).toBeTruthy());
  });
});
