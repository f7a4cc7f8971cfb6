// The actions panel: only what the API allows, confirmations before what
// cannot be undone, the API's refusals in the portal's words, a refresh after success.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContractActions } from '@/components/contracts/actions/contract-actions';
import { NO_ACTIONS } from '../../support/fixtures/contracts';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

type Waiting = Parameters<typeof ContractActions>[0]['contract']['waitingStatuses'];

const contract = (actions: Partial<typeof NO_ACTIONS>, nextStatuses: string[] = [], waitingStatuses: Waiting = []) => ({
  id: 7,
  number: 'AP-2026-000007',
  status: 'preApprovated' as const,
  actions: { ...NO_ACTIONS, ...actions },
  nextStatuses: nextStatuses as never[],
  waitingStatuses,
});

const WAITING_FOR_UNITS: Waiting = [
  {
    status: 'inActivation',
    missing: [
      { code: 'units_without_serial', count: 2 },
      { code: 'units_without_ddt', count: 1 },
    ],
    overridable: false,
  },
];

describe('contract actions', () => {
  it('offers only what the API allows, in the portal wording', () => {
    renderIntl(<ContractActions agencyId={2} contract={contract({ archive: true, cancelDossier: true })} canChangeStatus={false} customerUser={null} />);
    const panel = screen.getByTestId('contract-actions');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Archivia', 'Annulla pratica finanziaria']);
  });

  it('says so when nothing is possible', () => {
    renderIntl(<ContractActions agencyId={2} contract={contract({})} canChangeStatus={false} customerUser={null} />);
    expect(screen.getByText('Nessuna azione disponibile in questo stato.')).toBeTruthy();
  });

  it('deletes only after the confirmation, then goes to the list saying so', async () => {
    const calls = fakeApi(() => ({ status: 204 }));
    renderIntl(<ContractActions agencyId={2} contract={contract({ delete: true })} canChangeStatus={false} customerUser={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il contratto AP-2026-000007?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/contracts?deleted=AP-2026-000007'));
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/Agency/2/Contracts/7', body: undefined }]);
  });

  it('asks before cancelling the dossier with two buttons that cannot be mistaken', async () => {
    renderIntl(<ContractActions agencyId={2} contract={contract({ cancelDossier: true })} canChangeStatus={false} customerUser={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla pratica finanziaria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annullare la pratica del contratto AP-2026-000007?' });
    const labels = within(dialog)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(labels).toEqual(['Chiudi', 'No, mantieni la pratica', 'Annulla pratica finanziaria']);
  });

  it('archives at once and refreshes the page in place', async () => {
    const calls = fakeApi(() => ({ status: 200, body: {} }));
    renderIntl(<ContractActions agencyId={2} contract={contract({ archive: true })} canChangeStatus={false} customerUser={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Archivia' }));
    expect(await screen.findByText('Contratto archiviato.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/Agency/2/Contracts/7/Archive' });
    expect(router.refresh).toHaveBeenCalled();
  });

  it("offers only the role's moves from the present status, and shows a refusal (someone moved it meanwhile) in the portal's words", async () => {
    const calls = fakeApi(() => ({ status: 409, body: { errors: [{ code: 'update_status_failed_wrong_status_selected', message: '' }] } }));
    renderIntl(<ContractActions agencyId={2} contract={contract({}, ['approvated', 'refused'])} canChangeStatus customerUser={null} />);
    const select = screen.getByLabelText('Nuovo stato');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Scegli uno stato', 'Approvato', 'Rifiutato']);
    expect(within(select).queryAllByRole('group')).toEqual([]);
    fireEvent.change(select, { target: { value: 'refused' } });
    fireEvent.change(screen.getByLabelText('Nota (facoltativa)'), { target: { value: 'prova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambia stato' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Non è possibile selezionare tale stato');
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/Agency/2/Contracts/7/status', body: { status: 'refused', note: 'prova' } });
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('shows no status changer when the role has no move from the present status', () => {
    renderIntl(<ContractActions agencyId={2} contract={contract({}, [])} canChangeStatus customerUser={null} />);
    expect(screen.queryByLabelText('Nuovo stato')).toBeNull();
  });

  it("creates the customer user with the company's address unless another is typed", async () => {
    const calls = fakeApi((call) =>
      call.method === 'GET' ? { body: { pending: [] } } : { status: 201, body: { id: 9, username: 'info@rossi.it', email: 'info@rossi.it', companyId: 1 } },
    );
    renderIntl(
      <ContractActions
        agencyId={2}
        contract={contract({})}
        canChangeStatus={false}
        customerUser={{ company: 'Rossi Forniture Srl', email: 'info@rossi.it' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Crea utente cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crea utente cliente' });
    await within(dialog).findByText(/Sarà creato un nuovo account cliente per Rossi Forniture Srl/);
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe('info@rossi.it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea account e invia invito' }));
    expect(await screen.findByText('Utente info@rossi.it creato: invito inviato a info@rossi.it.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/Agency/2/Contracts/7/CustomerUser', body: { email: 'info@rossi.it', locale: 'it' } },
    ]);
  });

  it('names a wrong e-mail and username in the customer user dialog and sends nothing until they are right', async () => {
    const calls = fakeApi((call) =>
      call.method === 'GET'
        ? { body: { pending: [] } }
        : { status: 201, body: { id: 9, username: 'rossi.forniture', email: 'ufficio@rossi.it', companyId: 1, linked: false } },
    );
    renderIntl(<ContractActions agencyId={2} contract={contract({})} canChangeStatus={false} customerUser={{ company: 'Rossi Forniture Srl', email: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Crea utente cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crea utente cliente' });
    await within(dialog).findByText(/Sarà creato un nuovo account cliente/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea account e invia invito' }));
    expect(await within(dialog).findByText('Campo obbligatorio')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'ufficio@' } });
    fireEvent.change(within(dialog).getByLabelText('Nome utente (facoltativo)'), { target: { value: 'r' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea account e invia invito' }));
    expect(await within(dialog).findByText('Inserire un indirizzo email valido.')).toBeTruthy();
    expect(within(dialog).getByText('Almeno 3 caratteri tra lettere, numeri e . _ @ -')).toBeTruthy();
    expect(within(dialog).getByLabelText('Nome utente (facoltativo)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: ' ufficio@rossi.it ' } });
    fireEvent.change(within(dialog).getByLabelText('Nome utente (facoltativo)'), { target: { value: 'rossi.forniture' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea account e invia invito' }));
    expect(await screen.findByText('Utente rossi.forniture creato: invito inviato a ufficio@rossi.it.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/Agency/2/Contracts/7/CustomerUser', body: { email: 'ufficio@rossi.it', username: 'rossi.forniture', locale: 'it' } },
    ]);
  });

  it('says what a move waits for, and offers no way past it to those without the override', () => {
    renderIntl(<ContractActions agencyId={2} contract={contract({}, [], WAITING_FOR_UNITS)} canChangeStatus customerUser={null} />);
    const waiting = screen.getByTestId('waiting-statuses');
    expect(waiting.textContent).toContain('«In attivazione» attende:');
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 prodotti sono senza numero di serie', 'Un prodotto è senza DDT (numero e data)']);
    expect(screen.queryByLabelText('Nuovo stato')).toBeNull();
  });

  it('lets the superadministrator override only with a written reason, which it sends', async () => {
    const calls = fakeApi(() => ({ status: 200, body: {} }));
    const overridable = WAITING_FOR_UNITS.map((w) => ({ ...w, overridable: true }));
    renderIntl(<ContractActions agencyId={2} contract={contract({}, [], overridable)} canChangeStatus customerUser={null} />);
    fireEvent.change(screen.getByLabelText('Nuovo stato'), { target: { value: 'inActivation' } });
    const apply = screen.getByRole('button', { name: 'Forza il cambio di stato' });
    fireEvent.click(apply);
    // the form's checks load at the first submit: the message comes a moment later
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    expect(screen.getByLabelText('Motivo della forzatura').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Motivo della forzatura'), { target: { value: '  Seriali comunicati dal fornitore  ' } });
    fireEvent.click(apply);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: '/api/Agency/2/Contracts/7/status',
      body: { status: 'inActivation', overrideReason: 'Seriali comunicati dal fornitore' },
    });
  });

  it('asks for a status before changing it, and starts again from none after a change', async () => {
    const calls = fakeApi(() => ({ status: 200, body: {} }));
    renderIntl(<ContractActions agencyId={2} contract={contract({}, ['approvated', 'refused'])} canChangeStatus customerUser={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cambia stato' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Campo obbligatorio');
    expect(screen.getByLabelText('Nuovo stato').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Nuovo stato'), { target: { value: 'approvated' } });
    fireEvent.change(screen.getByLabelText('Nota (facoltativa)'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambia stato' }));
    expect(await screen.findByText('Stato aggiornato: Approvato.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'PUT', url: '/api/Agency/2/Contracts/7/status', body: { status: 'approvated' } }]);
    await waitFor(() => expect((screen.getByLabelText('Nuovo stato') as HTMLSelectElement).value).toBe(''));
  });
});
