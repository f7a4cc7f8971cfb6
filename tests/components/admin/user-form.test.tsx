// The user form: a new user's fields are checked with the API's body schema
// before anything is sent, the body is the API's (trimmed, the invitation's
// language, null for "none"); an edit sends only what the caller may change;
// the API's field errors land beside their fields.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserForm } from '@/components/admin/user-form';
import type { UserFormOptions } from '@/lib/api/admin';
import { router } from '../../support/components/navigation-mock';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const OPTIONS: UserFormOptions = {
  roles: ['agency_admin', 'agent'],
  backOfficeRoles: ['Editor'],
  agencies: [
    { id: 2, name: 'Agenzia Milano' },
    { id: 3, name: 'Agenzia Torino' },
  ],
  areaLeaders: [{ id: 9, username: 'capo.milano', agencyIds: [2] }],
};

const USER = {
  id: 5,
  username: 'mario.rossi',
  email: 'mario@example.com',
  backOfficeRole: null,
  memberships: [{ agency: { id: 2, name: 'Agenzia Milano' }, role: 'agent' as const }],
  areaLeader: null,
  deactivated: false,
  awaitingPassword: false,
  createdAt: '2026-01-10T09:00:00Z',
  allowed: { edit: true, account: false, deactivate: false, changeRoles: true },
  history: [],
};

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('user form', () => {
  it('names the blank and wrong fields and sends nothing', async () => {
    const calls = fakeApi();
    renderIntl(<UserForm options={OPTIONS} user={null} anyAgency />);
    fill('E-mail', 'mario@');
    fireEvent.click(screen.getByRole('button', { name: "Crea e invia l'invito" }));
    // the form's checks load at the first submit: the messages come a moment later
    expect(await screen.findByText('Campo obbligatorio')).toBeTruthy();
    expect(screen.getByText('Inserire un indirizzo email valido.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it("sends a new user's body with a second agency, then opens the user", async () => {
    const calls = fakeApi((call) => (call.method === 'POST' ? { status: 201, body: { id: 7 } } : undefined));
    renderIntl(<UserForm options={OPTIONS} user={null} anyAgency />);
    fill('Username', ' anna.bianchi ');
    fill('E-mail', 'anna@example.com');
    fill('Ruolo back office', 'Editor');
    fill('Capo area', '9');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi agenzia' }));
    fireEvent.change(screen.getAllByLabelText('Ruolo')[1]!, { target: { value: 'agency_admin' } });
    fireEvent.click(screen.getByRole('button', { name: "Crea e invia l'invito" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/users/7?created=1'));
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/User',
        body: {
          username: 'anna.bianchi',
          email: 'anna@example.com',
          backOfficeRole: 'Editor',
          memberships: [
            { agencyId: 2, role: 'agent' },
            { agencyId: 3, role: 'agency_admin' },
          ],
          areaLeaderId: 9,
          locale: 'it',
        },
      },
    ]);
  });

  it('sends only the roles and the area leader when the account belongs to other agencies too', async () => {
    const calls = fakeApi((call) => (call.method === 'PUT' ? { body: USER } : undefined));
    renderIntl(<UserForm options={OPTIONS} user={USER} anyAgency={false} />);
    expect((screen.getByLabelText('Username') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Ruolo'), { target: { value: 'agency_admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Modifiche salvate.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/User/5',
        body: { areaLeaderId: null, backOfficeRole: null, memberships: [{ agencyId: 2, role: 'agency_admin' }] },
      },
    ]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("puts the API's field error beside the e-mail", async () => {
    fakeApi(() => ({ status: 409, body: { errors: [{ field: 'email', code: 'email_in_use', message: 'taken' }] } }));
    renderIntl(<UserForm options={OPTIONS} user={null} anyAgency />);
    fill('Username', 'anna.bianchi');
    fill('E-mail', 'anna@example.com');
    fireEvent.click(screen.getByRole('button', { name: "Crea e invia l'invito" }));
    expect(await screen.findByText('E-mail già in utilizzo')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(router.push).not.toHaveBeenCalled();
  });
});
