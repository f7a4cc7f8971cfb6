// The on-boarding form refuses tax codes without their check character in the
// browser, with the localized message, before anything is sent to the API.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from '@/components/auth/sign-up-form';
import enMessages from '@/messages/en.json';
import itMessages from '@/messages/it.json';

vi.mock('@/i18n/navigation', () => import('../../support/components/navigation-mock'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(locale: 'it' | 'en') {
  const fetchMock = vi.fn(async () => new Response(null, { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'it' ? itMessages : enMessages} timeZone="Europe/Rome">
      <SignUpForm businessTypes={[]} />
    </NextIntlClientProvider>,
  );
  return fetchMock;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('on-boarding form', () => {
  it.each([
    [
      'it',
      'Partita IVA',
      'Codice fiscale (facoltativo)',
      'Registrati',
      'È necessario inserire una P.iva valida',
      'È necessario inserire un codice fiscale valido',
    ],
    ['en', 'VAT number', 'Fiscal code (optional)', 'Sign up', 'Please enter a valid VAT number', 'Please enter a valid fiscal code'],
  ] as const)(
    '(%s) shows the message for a VAT number and a fiscal code with a wrong check character',
    async (locale, vatLabel, fiscalLabel, submit, vatMessage, fiscalMessage) => {
      const fetchMock = renderForm(locale);
      // the right check digit of 1234567890… is 3, of RSSMRA70A01F205… is V
      type(vatLabel, '12345678901');
      type(fiscalLabel, 'RSSMRA70A01F205Z');
      fireEvent.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(vatMessage)).toBeTruthy();
      expect(screen.getByText(fiscalMessage)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('takes a VAT number and a company fiscal code with their check digits', async () => {
    renderForm('it');
    type('Partita IVA', '12345678903');
    type('Codice fiscale (facoltativo)', '12345678903');
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    // other fields are still missing: their messages show, not the tax codes'
    expect((await screen.findAllByText('Campo obbligatorio')).length).toBeGreaterThan(0);
    expect(screen.queryByText('È necessario inserire una P.iva valida')).toBeNull();
    expect(screen.queryByText('È necessario inserire un codice fiscale valido')).toBeNull();
  });

  it('says beside the privacy box that it must be ticked, and marks the box invalid', async () => {
    const fetchMock = renderForm('it');
    fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    const box = screen.getByLabelText(/Ho letto l'informativa privacy/);
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(box.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe("Per registrarti devi accettare l'informativa privacy.");
    expect(message.getAttribute('role')).toBe('alert');
    expect(box).toHaveProperty('required', true);
    fireEvent.click(box);
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBeNull());
    expect(box.getAttribute('aria-describedby')).toBeNull();
    expect(document.getElementById(message.id)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
