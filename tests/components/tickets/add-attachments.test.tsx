// More attachments on an existing ticket: only as many as the ticket still
// takes, each sent on its own, the outcome said where the focus goes.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddAttachments } from '@/components/tickets/add-attachments';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('adding attachments to a ticket', () => {
  it('keeps what the ticket still takes, uploads it and says so', async () => {
    const calls = fakeApi((call) => (call.method === 'POST' ? { status: 201, body: { id: 5 } } : undefined));
    renderIntl(<AddAttachments ticketId={12} attached={4} />);
    fireEvent.change(screen.getByLabelText('Aggiungi file'), { target: { files: [photo('a.jpg'), photo('b.jpg')] } });
    expect(screen.getByText('Puoi allegare al massimo 5 file.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carica' }));
    await waitFor(() => expect(screen.getByText('Allegato caricato.')).toBeTruthy());
    expect(calls.map((call) => [call.method, call.url, (call.body as FormData).get('file')])).toEqual([
      ['POST', '/api/Ticket/12/Attachments', expect.any(File)],
    ]);
    expect(((calls[0]!.body as FormData).get('file') as File).name).toBe('a.jpg');
    expect(router.refresh).toHaveBeenCalled();
  });

  it('says which file the API refused and why', async () => {
    fakeApi(() => ({ status: 400, body: { errors: [{ code: 'attachment_type_not_allowed', message: 'x' }] } }));
    renderIntl(<AddAttachments ticketId={12} attached={0} />);
    fireEvent.change(screen.getByLabelText('Aggiungi file'), { target: { files: [photo('finta.jpg')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Carica' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^finta\.jpg: /);
  });

  it('offers nothing once the ticket is full', () => {
    fakeApi();
    const { container } = renderIntl(<AddAttachments ticketId={12} attached={5} />);
    expect(container.textContent).toBe('');
  });
});
