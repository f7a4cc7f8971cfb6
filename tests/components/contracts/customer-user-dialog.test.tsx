// 'Create customer user' says what it will do before it is sent (issue #31):
// a new account and an invitation, or, for the address of a sign-up waiting
// with the company's VAT number, that existing account linked.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerUserDialog } from '@/components/contracts/actions/customer-user-dialog';
import enMessages from '@/messages/en.json';
import itMessages from '@/messages/it.json';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLAN = { pending: [{ username: 'verdi.ottica', email: 'Acquisti@Verdi.example' }] };

function renderDialog(locale: 'it' | 'en') {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET') return Response.json(PLAN);
      return Response.json({ id: 9, username: 'verdi.ottica', email: 'acquisti@verdi.example', companyId: 4, linked: true });
    }),
  );
  const onCreated = vi.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'it' ? itMessages : enMessages} timeZone="Europe/Rome">
      <CustomerUserDialog
        open
        onOpenChange={() => undefined}
        agencyId={2}
        company="Verdi Ottica Srl"
        defaultEmail="info@verdi.example"
        contracts={[{ id: 17, number: 'C-17' }]}
        onCreated={onCreated}
      />
    </NextIntlClientProvider>,
  );
  return { calls, onCreated };
}

describe('customer user dialog', () => {
  it.each([
    [
      'it',
      'E-mail',
      'Sarà creato un nuovo account cliente per Verdi Ottica Srl',
      'Crea account e invia invito',
      "sarà collegato l'account esistente, senza crearne uno nuovo né inviare inviti",
      'Collega account esistente',
      'Nome utente (facoltativo)',
    ],
    [
      'en',
      'E-mail',
      'A new customer account will be created for Verdi Ottica Srl',
      'Create account and send invitation',
      'that existing account will be linked, no new account is created and no invitation sent',
      'Link existing account',
      'Username (optional)',
    ],
  ] as const)(
    '(%s) says whether it invites a new account or links the waiting sign-up',
    async (locale, emailLabel, invite, inviteButton, link, linkButton, usernameLabel) => {
      const { calls, onCreated } = renderDialog(locale);
      const outcome = await screen.findByTestId('customer-user-outcome');
      await waitFor(() => expect(outcome.textContent).toContain(invite));
      expect(screen.getByRole('button', { name: inviteButton })).toBeTruthy();
      expect(screen.getByLabelText(usernameLabel)).toBeTruthy();
      expect(calls[0]).toMatchObject({ method: 'GET', url: expect.stringContaining('/api/Agency/2/Contracts/17/CustomerUser') });

      fireEvent.change(screen.getByLabelText(emailLabel, { exact: false }), { target: { value: ' acquisti@verdi.example ' } });
      await waitFor(() => expect(outcome.textContent).toContain(link));
      expect(outcome.textContent).toContain('verdi.ottica');
      expect(screen.queryByLabelText(usernameLabel)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: linkButton }));
      await waitFor(() => expect(onCreated).toHaveBeenCalled());
      expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { email: 'acquisti@verdi.example' } });
    },
  );
});
