// The extension offer on the ticket page: the back office makes it from the
// API's priced choices; the customer accepts or declines it and the back
// office confirms it, each after the dialog; what is shown follows the API's
// actions.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WarrantyOffer } from '@/components/tickets/warranty-offer';
import type { TicketDetail } from '@/lib/api/tickets';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const OFFER: NonNullable<TicketDetail['offer']> = {
  state: 'offered',
  fromTier: 'SILVER',
  toTier: 'GOLD',
  extraMonthly: 1.01,
  monthlyBefore: 48.2,
  monthlyAfter: 49.21,
  offeredBy: { id: 2, username: 'admin' },
  offeredAt: '2026-11-20T10:00:00.000Z',
  answeredAt: null,
  confirmedAt: null,
};
const NO_ACTIONS = { delete: false, attach: false, internalNotes: false, note: true, answerOffer: false, confirmOffer: false };

function ticket(extra: Partial<TicketDetail>): TicketDetail {
  return { id: 12, contract: { id: 49, number: 'CN-2026-000049' }, offer: null, offerChoices: [], actions: NO_ACTIONS, ...extra } as TicketDetail;
}

describe('the extension offer', () => {
  it('lets the customer accept it after the dialog names the new payment', async () => {
    const calls = fakeApi((call) => (call.url.endsWith('/Answer') ? { body: { id: 12 } } : undefined));
    renderIntl(<WarrantyOffer ticket={ticket({ offer: OFFER, actions: { ...NO_ACTIONS, answerOffer: true } })} />);
    expect(screen.getByTestId('offer-summary').textContent).toContain('1,01');
    expect(screen.queryByRole('button', { name: 'Conferma l’estensione' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Accetta l’offerta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accettare l’offerta?' });
    expect(dialog.textContent).toMatch(/da 48,20\s€ a 49,21\s€/);
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', url: '/api/Ticket/12/WarrantyOffer/Answer', body: { accept: true } }]));
    await waitFor(() => expect(screen.getByTestId('offer-done').textContent).toBe('Hai accettato l’offerta: ti scriveremo alla conferma.'));
    expect(router.refresh).toHaveBeenCalled();
  });

  it('lets the customer decline it, and closing the dialog sends nothing', async () => {
    const calls = fakeApi((call) => (call.url.endsWith('/Answer') ? { body: { id: 12 } } : undefined));
    renderIntl(<WarrantyOffer ticket={ticket({ offer: OFFER, actions: { ...NO_ACTIONS, answerOffer: true } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    await screen.findByRole('dialog', { name: 'Rifiutare l’offerta?' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rifiuta l’offerta' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', url: '/api/Ticket/12/WarrantyOffer/Answer', body: { accept: false } }]));
  });

  it('lets the back office confirm an accepted offer after the dialog', async () => {
    const calls = fakeApi((call) => (call.url.endsWith('/Confirm') ? { body: { id: 12 } } : undefined));
    renderIntl(<WarrantyOffer ticket={ticket({ offer: { ...OFFER, state: 'accepted' }, actions: { ...NO_ACTIONS, confirmOffer: true } })} />);
    expect(screen.getByText('Accettata dal cliente: in attesa di conferma')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma l’estensione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confermare l’estensione?' });
    expect(dialog.textContent).toContain('CN-2026-000049');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', url: '/api/Ticket/12/WarrantyOffer/Confirm', body: undefined }]));
  });

  it('makes an offer from the priced choices, a tier required', async () => {
    const calls = fakeApi((call) => (call.url.endsWith('/WarrantyOffer') ? { body: { id: 12 } } : undefined));
    const choices = [
      { tier: 'GOLD' as const, extraMonthly: 1.01, monthlyAfter: 49.21 },
      { tier: 'PLATINUM' as const, extraMonthly: 3.5, monthlyAfter: 51.7 },
    ];
    renderIntl(<WarrantyOffer ticket={ticket({ offerChoices: choices })} />);
    expect(screen.getByText('Nessuna offerta per ora.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invia l’offerta' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Campo obbligatorio');
    fireEvent.change(screen.getByLabelText(/Garanzia offerta/), { target: { value: 'GOLD' } });
    fireEvent.change(screen.getByLabelText(/Messaggio al cliente/), { target: { value: 'Valida fino a fine mese.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia l’offerta' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'POST', url: '/api/Ticket/12/WarrantyOffer', body: { toTier: 'GOLD', note: 'Valida fino a fine mese.' } }]),
    );
  });

  it('shows nothing without an offer or a choice', () => {
    fakeApi();
    const { container } = renderIntl(<WarrantyOffer ticket={ticket({})} />);
    expect(container.textContent).toBe('');
  });
});
