import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/core/error-codes';
import { NOT_AN_ERROR_CODE } from '@/lib/client/use-error-text';
import { ROLES } from '@/core/roles';
import { ROUTES, STATS_CATEGORIES } from '@/lib/navigation/routes';
import { PATTERN_MESSAGES } from '@/core/validation/patterns';
import enMessages from '@/messages/en.json';
import itMessages from '@/messages/it.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
}

const flatIt = flatten(itMessages as Tree);
const flatEn = flatten(enMessages as Tree);

describe('messages', () => {
  it('has the same keys in Italian and English', () => {
    expect(Object.keys(flatEn).sort()).toEqual(Object.keys(flatIt).sort());
  });

  it('parses every message as ICU in both languages', () => {
    for (const [locale, messages] of [
      ['it', flatIt],
      ['en', flatEn],
    ] as const) {
      for (const [key, message] of Object.entries(messages)) {
        expect(() => new IntlMessageFormat(message, locale), `${locale}:${key}`).not.toThrow();
      }
    }
  });

  it('words nothing but error codes in errors (the browser tells a code by its message), bar one heading', () => {
    for (const messages of [itMessages, enMessages]) {
      expect(Object.keys(messages.errors).filter((key) => key !== NOT_AN_ERROR_CODE)).toEqual(expect.arrayContaining([...ERROR_CODES]));
      expect(Object.keys(messages.errors).filter((key) => key !== NOT_AN_ERROR_CODE)).toHaveLength(ERROR_CODES.length);
    }
  });

  it('translates every error code, route title, role, stats category and pattern message', () => {
    const needed = [
      ...ERROR_CODES.map((code) => `errors.${code}`),
      ...ROUTES.map((route) => `routes.${route.titleKey}`),
      ...ROLES.map((role) => `roles.${role}`),
      ...STATS_CATEGORIES.map((category) => `statsCategories.${category}`),
      ...Object.values(PATTERN_MESSAGES).map((key) => `validation.${key}`),
    ];
    for (const key of needed) expect(flatIt[key], key).toBeTruthy();
  });

  it('uses the agreed Italian texts verbatim', () => {
    expect(flatIt['errors.generic']).toBe('Qualcosa è andato storto. Riprova.');
    expect(flatIt['errors.login_forbidden']).toBe("Impossibile accedere. Contattare l'assistenza.");
    expect(flatIt['errors.invalid_credentials']).toBe('Account non trovato, inserire i dati corretti.');
    expect(flatIt['errors.unauthorized']).toBe('Non sei autorizzato, esegui nuovamente il login');
    expect(flatIt['errors.expired_session']).toBe('La sessione è scaduta, la preghiamo di eseguire nuovamente il login');
    expect(flatIt['errors.flex_with_accessories']).toBe('Non è possibile aggiungere accessori in un carrello con prodotti in Noleggio Flex');
    expect(flatIt['validation.required']).toBe('Campo obbligatorio');
    expect(flatIt['validation.invalidVatNumber']).toBe('È necessario inserire una P.iva valida');
    expect(flatIt['cookieBanner.text']).toBe("Questo sito utilizza cookie per migliorare l'esperienza utente.");
    expect(flatIt['cookieBanner.accept']).toBe('Accetto');
    expect(flatIt['shell.changeAgency']).toBe('Cambia agenzia');
    expect(flatIt['generalError.title']).toBe('Errore generico');
    expect(flatIt['generalError.text']).toBe('Si è verificato un errore inatteso');
  });
});
