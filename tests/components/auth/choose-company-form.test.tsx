// Choosing the agency to work with: a choice is asked for before anything is
// sent, the session route gets the agency's number, and the page stays busy
// while the new session's page comes; a refusal is said in the portal's words.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChooseCompanyForm } from '@/components/auth/choose-company-form';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const AGENCIES = [
  { id: 2, name: 'Agenzia Milano', roleLabel: 'Agente' },
  { id: 4, name: 'Nikon', roleLabel: 'Agente' },
];

describe('choose company form', () => {
  it('asks for a choice and sends nothing without one', async () => {
    const calls = fakeApi();
    renderIntl(<ChooseCompanyForm agencies={AGENCIES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    // the form's checks load at the first submit: the message comes a moment later
    expect((await screen.findByRole('alert')).textContent).toBe('Campo obbligatorio');
    expect(screen.getByRole('group', { name: 'Agenzia' }).getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(calls).toEqual([]);
  });

  it("sends the chosen agency's number and stays busy while the next page comes", async () => {
    // a hash as the next page: jsdom follows it without leaving the test's document
    const calls = fakeApi((call) => (call.url === '/api/session/agency' ? { body: { next: '#products' } } : undefined));
    renderIntl(<ChooseCompanyForm agencies={AGENCIES} currentId={2} />);
    expect((screen.getByRole('radio', { name: /Agenzia Milano/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Nikon/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByRole('button', { name: 'Attendere…' })).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', url: '/api/session/agency', body: { agencyId: 4 } }]));
    expect(window.location.hash).toBe('#products');
  });

  it("says a refusal in the portal's words and lets the choice be made again", async () => {
    fakeApi(() => ({ status: 404, body: { errors: [{ code: 'not_found' }] } }));
    renderIntl(<ChooseCompanyForm agencies={AGENCIES} currentId={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nessun dato trovato');
    expect((screen.getByRole('button', { name: 'Continua' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
