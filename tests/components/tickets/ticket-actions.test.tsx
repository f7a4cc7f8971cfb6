// The ticket's actions: only the moves the API offers, a status change with a
// note (internal when ticked) that says what happened and keeps the focus on
// the page, and a delete that asks first.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TicketActions } from '@/components/tickets/ticket-actions';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const props = { ticketId: 12, number: 'TK-2026-000012', customer: false, canNote: false };

describe('ticket actions', () => {
  it('offers the API’s moves and sends the chosen one with an internal note, then says so', async () => {
    const calls = fakeApi((call) => (call.url === '/api/Ticket/12/Status' ? { body: { id: 12 } } : undefined));
    renderIntl(<TicketActions {...props} nextStatuses={['waitingForCustomer', 'resolved']} internalNotes canDelete={false} />);
    const select = screen.getByLabelText('Nuovo stato');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Scegli…', 'In attesa del cliente', 'Risolto']);

    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    // the form's checks load at the first submit: the message comes a moment later, and the focus goes to the status
    expect((await screen.findByRole('alert')).textContent).toBe('Campo obbligatorio');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select);
    expect(calls).toEqual([]);

    fireEvent.change(select, { target: { value: 'resolved' } });
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: ' Sostituito lo schermo ' } });
    fireEvent.click(screen.getByLabelText('Nota interna (il cliente non la vede)'));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    await waitFor(() => expect(screen.getByTestId('ticket-action-done').textContent).toBe('Stato aggiornato: Risolto.'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/Ticket/12/Status', body: { status: 'resolved', note: 'Sostituito lo schermo', internal: true } }]);
    expect(router.refresh).toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('ticket-action-done')));
    // the form starts again from none
    expect((select as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Nota') as HTMLTextAreaElement).value).toBe('');
  });

  it('sends no note when it is blank, and never an internal one for whoever may not keep notes from the customer', async () => {
    const calls = fakeApi((call) => (call.url === '/api/Ticket/12/Status' ? { body: { id: 12 } } : undefined));
    renderIntl(<TicketActions {...props} customer nextStatuses={['closed', 'open']} internalNotes={false} canDelete={false} />);
    fireEvent.change(screen.getByLabelText('Nuovo stato'), { target: { value: 'closed' } });
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([{ method: 'POST', url: '/api/Ticket/12/Status', body: { status: 'closed', note: null, internal: false } }]);
  });

  it('gives customers no internal notes', () => {
    fakeApi();
    renderIntl(<TicketActions {...props} customer nextStatuses={['closed', 'open']} internalNotes={false} canDelete={false} />);
    expect(screen.queryByLabelText('Nota interna (il cliente non la vede)')).toBeNull();
    expect(screen.getByText(/entro 30 giorni dalla risoluzione/)).toBeTruthy();
  });

  it('deletes only after the confirmation, then goes back to the list', async () => {
    const calls = fakeApi((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    renderIntl(<TicketActions {...props} nextStatuses={['inProgress']} internalNotes canDelete />);
    fireEvent.click(screen.getByRole('button', { name: 'Elimina il ticket' }));
    expect(await screen.findByRole('dialog', { name: 'Eliminare il ticket TK-2026-000012?' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/tickets?deleted=TK-2026-000012'));
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/Ticket/12', body: undefined }]);
  });

  it('adds a note on its own, the status kept, when the caller may write notes; with neither it asks for one', async () => {
    const calls = fakeApi((call) => (call.url === '/api/Ticket/12/Notes' ? { body: { id: 12 } } : undefined));
    renderIntl(<TicketActions {...props} canNote nextStatuses={['waitingForCustomer', 'resolved']} internalNotes canDelete={false} />);
    const select = screen.getByLabelText('Nuovo stato');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Lascia lo stato com’è', 'In attesa del cliente', 'Risolto']);

    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Scrivi una nota o scegli un nuovo stato.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nota')));
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: ' Ricambio ordinato. ' } });
    fireEvent.click(screen.getByLabelText('Nota interna (il cliente non la vede)'));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    await waitFor(() => expect(screen.getByTestId('ticket-action-done').textContent).toBe('Nota aggiunta.'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/Ticket/12/Notes', body: { note: 'Ricambio ordinato.', internal: true } }]);
  });

  it('lets a caller with no move left still write a note', () => {
    fakeApi();
    renderIntl(<TicketActions {...props} customer canNote nextStatuses={[]} internalNotes={false} canDelete={false} />);
    expect(screen.queryByLabelText('Nuovo stato')).toBeNull();
    expect(screen.getByLabelText('Nota')).toBeTruthy();
  });

  it('shows nothing when there is nothing to do', () => {
    fakeApi();
    const { container } = renderIntl(<TicketActions {...props} nextStatuses={[]} internalNotes canDelete={false} />);
    expect(container.textContent).toBe('');
  });
});
