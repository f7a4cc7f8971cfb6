// One hook words every error: codes, rule checks with their values, the API's
// items (its own wording where the portal lacks the values) and PortalErrors
// with their Retry-After.
import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import enMessages from '@/messages/en.json';
import itMessages from '@/messages/it.json';

function errorText(locale: 'it' | 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={locale === 'it' ? itMessages : enMessages} timeZone="Europe/Rome">
      {children}
    </NextIntlClientProvider>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe('useErrorText', () => {
  it('words a code in the page language', () => {
    expect(errorText('it')('email_in_use')).toBe('E-mail già in utilizzo');
    expect(errorText('en')('email_in_use')).toBe('E-mail already in use');
  });

  it('fills a rule check with its values, or with the ones the portal knows', () => {
    const text = errorText('it');
    expect(text({ code: 'destination_below_min_units', params: { min: 3 } })).toBe('Ogni destinazione deve ricevere almeno 3 prodotti');
    expect(text({ code: 'accessories_over_limit' })).toBe('Il valore degli accessori non può superare il 49% del totale');
    expect(text('export_too_large')).toBe('Troppi contratti da esportare (al massimo 200.000): restringi i filtri.');
  });

  it("uses the API's wording where the message needs values it did not send, and for codes the portal does not know", () => {
    const text = errorText('it');
    expect(text({ code: 'services_mismatch', message: 'Serve un servizio per ogni prodotto: 1 servizi per 2 prodotti' })).toBe(
      'Serve un servizio per ogni prodotto: 1 servizi per 2 prodotti',
    );
    expect(text({ code: 'services_mismatch', message: '' })).toBe('Qualcosa è andato storto. Riprova.');
    expect(text({ code: 'some_new_code', message: 'Parole della API' })).toBe('Parole della API');
    expect(text('some_new_code')).toBe('Qualcosa è andato storto. Riprova.');
  });

  it('words a PortalError by its first error, a rate limit with its Retry-After in minutes', () => {
    const text = errorText('it');
    expect(
      text(
        new PortalError(409, [
          { field: 'username', code: 'username_in_use', message: 'x' },
          { code: 'email_in_use', message: 'y' },
        ]),
      ),
    ).toBe('Username già in utilizzo');
    expect(text(new PortalError(429, 'too_many_requests', 150))).toBe('Troppe richieste. Riprova tra 3 minuti.');
    expect(text('too_many_attempts')).toBe('Troppi tentativi di accesso. Riprova tra 1 minuto.');
  });
});
