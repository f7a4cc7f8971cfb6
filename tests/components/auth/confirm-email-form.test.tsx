// Confirming the e-mail address: one click sends the link's token, checked
// first with the API's body schema; a token the link cut short is said without
// a call, and the API's refusal in the portal's words.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmEmailForm } from '@/components/auth/confirm-email-form';
import { fakeApi, renderIntl } from '../../support/components/render';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

const TOKEN = 'Zm9vYmFyYmF6cXV4LXRva2VuLTEyMzQ1';
const INVALID = 'Il link di conferma non è più valido: è già stato usato o è scaduto.';

describe('confirm e-mail form', () => {
  it("sends the link's token, then says the address is confirmed", async () => {
    const calls = fakeApi((call) => (call.url === '/api/Account/ConfirmEmail' ? { status: 204 } : undefined));
    renderIntl(<ConfirmEmailForm token={TOKEN} />);
    fireEvent.click(screen.getByRole('button', { name: "Conferma l'indirizzo" }));
    expect(await screen.findByText('Indirizzo e-mail confermato. Ora puoi accedere.')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', url: '/api/Account/ConfirmEmail', body: { token: TOKEN } }]);
  });

  it('says a token cut short is no link it knows, and sends nothing', async () => {
    const calls = fakeApi();
    renderIntl(<ConfirmEmailForm token="abc" />);
    fireEvent.click(screen.getByRole('button', { name: "Conferma l'indirizzo" }));
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
    expect(calls).toEqual([]);
  });

  it("says the API's refusal in the portal's words", async () => {
    fakeApi(() => ({ status: 400, body: { errors: [{ field: 'token', code: 'confirmation_token_invalid' }] } }));
    renderIntl(<ConfirmEmailForm token={TOKEN} />);
    fireEvent.click(screen.getByRole('button', { name: "Conferma l'indirizzo" }));
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
    expect(screen.getByRole('button', { name: "Conferma l'indirizzo" })).toBeTruthy();
  });
});
