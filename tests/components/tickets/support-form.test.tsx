// The support form: prefilled addresses go to the API as the body's fields,
// blank optional fields as null; a failed submit lists every error at the top
// (with the pick-up rules the API also checks); files are checked before they
// are sent and uploaded one by one after the ticket exists.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SupportForm } from '@/components/tickets/support-form';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';
import { PREFILL } from '../../support/fixtures/tickets';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

// Tuesday 2 June 2026 is a national holiday; Wednesday 3 June a working day.
const form = () => renderIntl(<SupportForm customerId={7} productId={226} prefill={PREFILL} today="2026-06-01" pickupDay="2026-06-03" />);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
const TICKET = { id: 12, number: 'TK-2026-000012', kind: 'support' };

describe('support form', () => {
  it('sends the request with the prefilled addresses, then each file, then opens the ticket', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/api/Ticket') return { status: 201, body: TICKET };
      if (call.url === '/api/Ticket/12/Attachments') return { status: 201, body: { id: 1 } };
      return undefined;
    });
    form();
    fireEvent.change(screen.getByLabelText('Descrizione del problema'), { target: { value: '  Lo schermo non si accende. ' } });
    const photo = new File(['x'], 'danno.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Aggiungi file'), { target: { files: [photo] } });
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/tickets/7/226/12?created=1'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/Ticket',
      body: {
        customerId: 7,
        productId: 226,
        locale: 'it',
        problema: 'Lo schermo non si accende.',
        segni: null,
        telefonoConsegna: null,
        nomeRitiro: 'Rossi Forniture Srl',
        capConsegna: '20124',
        dataRitiro: '2026-06-03',
        orarioDa: '09:00',
        orarioA: '13:00',
      },
    });
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/Ticket/12/Attachments' });
    expect((calls[1]!.body as FormData).get('file')).toBe(photo);
  });

  it('collects at another address when the box is unticked', async () => {
    const calls = fakeApi((call) => (call.url === '/api/Ticket' ? { status: 201, body: TICKET } : undefined));
    form();
    expect(screen.getAllByLabelText('Indirizzo')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Ritiro allo stesso indirizzo della riconsegna'));
    const [, pickupStreet] = screen.getAllByLabelText('Indirizzo');
    fireEvent.change(pickupStreet!, { target: { value: 'Via Torino 2' } });
    fireEvent.change(screen.getByLabelText('Descrizione del problema'), { target: { value: 'Non si accende' } });
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(calls[0]!.body).toMatchObject({ viaConsegna: 'Via Vittor Pisani 16', viaRitiro: 'Via Torino 2' });
  });

  it('lists every error at the top, takes the focus there and sends nothing', async () => {
    const calls = fakeApi();
    form();
    fireEvent.change(screen.getByLabelText('Data del ritiro'), { target: { value: '2026-05-29' } });
    fireEvent.change(screen.getAllByLabelText('CAP')[0]!, { target: { value: '2012' } });
    fireEvent.change(screen.getAllByLabelText('Cellulare')[0]!, { target: { value: ' ' } });
    submit();
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain('Descrizione del problema: Campo obbligatorio');
    expect(summary.textContent).toContain('È necessario inserire un CAP valido');
    // A blank mobile is missing, not a wrong number.
    expect(summary.textContent).toContain('Cellulare: Campo obbligatorio');
    expect(screen.getByLabelText('Descrizione del problema').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('refuses a pick-up window that ends before it starts and a day already past', async () => {
    fakeApi();
    form();
    fireEvent.change(screen.getByLabelText('Descrizione del problema'), { target: { value: 'Non si accende' } });
    fireEvent.change(screen.getByLabelText('Data del ritiro'), { target: { value: '2026-05-29' } });
    fireEvent.change(screen.getByLabelText('Dalle'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('Alle'), { target: { value: '10:00' } });
    submit();
    expect(await screen.findByText("L'orario di fine deve venire dopo quello di inizio.")).toBeTruthy();
    expect(screen.getByText('La data del ritiro è già passata.')).toBeTruthy();
  });

  it('checks files as they are chosen: type, size and at most five', () => {
    fakeApi();
    form();
    const chooser = screen.getByLabelText('Aggiungi file');
    const page = new File(['<html>'], 'pagina.html', { type: 'text/html' });
    const big = new File(['x'], 'grande.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(chooser, { target: { files: [page, big] } });
    expect(screen.getByText('pagina.html non è una foto (JPEG, PNG, WebP) né un PDF.')).toBeTruthy();
    expect(screen.getByText('grande.png supera i 10 MB.')).toBeTruthy();
    const six = Array.from({ length: 6 }, (_, i) => new File(['x'], `foto${i}.jpg`, { type: 'image/jpeg' }));
    fireEvent.change(chooser, { target: { files: six } });
    expect(screen.getByText('Puoi allegare al massimo 5 file.')).toBeTruthy();
    expect(screen.getByTestId('chosen-files').querySelectorAll('li')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Togli foto0.jpg' }));
    expect(screen.getByTestId('chosen-files').querySelectorAll('li')).toHaveLength(4);
    expect(document.activeElement).toBe(chooser);
  });

  it("puts the API's field errors beside their fields", async () => {
    fakeApi(() => ({ status: 400, body: { errors: [{ field: 'dataRitiro', code: 'pickup_not_working_day', message: 'x' }] } }));
    form();
    fireEvent.change(screen.getByLabelText('Descrizione del problema'), { target: { value: 'Non si accende' } });
    submit();
    expect(await screen.findAllByText(/Il ritiro deve essere in un giorno lavorativo/)).not.toHaveLength(0);
    expect(screen.getByLabelText('Data del ritiro').getAttribute('aria-invalid')).toBe('true');
  });
});
