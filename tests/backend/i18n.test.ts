import { describe, expect, it } from 'vitest';
import { formatMessage, localeFromAcceptLanguage, messageFor } from '@/backend/i18n';

describe('error messages', () => {
  it.each([
    [undefined, 'it'],
    ['', 'it'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['it-IT,it;q=0.9,en;q=0.8', 'it'],
    ['de-DE,en;q=0.5', 'en'],
    ['fr', 'it'],
    ['it;q=0.2, en;q=0.7', 'en'],
    ['en;q=0, it', 'it'],
    ['*', 'it'],
  ])('picks the locale of Accept-Language %j', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('formats plurals per locale', () => {
    expect(messageFor('too_many_attempts', 'it', { minutes: 1 })).toBe('Troppi tentativi di accesso. Riprova tra 1 minuto.');
    expect(messageFor('too_many_attempts', 'it', { minutes: 15 })).toBe('Troppi tentativi di accesso. Riprova tra 15 minuti.');
    expect(messageFor('too_many_attempts', 'en', { minutes: 1 })).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(formatMessage('{n, plural, =0 {none} one {# item} other {# items}} for {who}', { n: 0, who: 'you' }, 'en')).toBe('none for you');
  });

  it('writes the plural count as the locale writes numbers (the ICU formatter the portal uses)', () => {
    expect(messageFor('units_without_serial', 'it', { count: 15000 })).toBe('15.000 prodotti sono senza numero di serie');
    expect(messageFor('units_without_serial', 'en', { count: 15000 })).toBe('15,000 products have no serial number');
    expect(messageFor('units_without_serial', 'en', { count: 1 })).toBe('One product has no serial number');
  });

  it('falls back to the validation namespace, then to the generic message', () => {
    expect(messageFor('required', 'it')).toBe('Campo obbligatorio');
    expect(messageFor('no_such_code', 'en')).toBe('Something went wrong. Please try again.');
  });
});
