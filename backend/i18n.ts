// The backend's words in the caller's language: the portal's own messages
// (messages/*.json), imported here once, not copied, and formatted with the
// same ICU formatter the portal uses (icu-minify). Errors, e-mails,
// spreadsheets and PDFs all read their texts through this module.
import compile from 'icu-minify/compile';
import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';
import en from '../messages/en.json';
import it from '../messages/it.json';

export type Locale = 'it' | 'en';
export type Messages = typeof it;

const CATALOGUES: Record<Locale, Messages> = { it, en };

/** A stored language (users.locale, a ticket's) as one the portal speaks: Italian unless it is English. */
export const localeOf = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'it');

/** Every message of a language (the portal's messages/<locale>.json). */
export const messagesOf = (locale: Locale): Messages => CATALOGUES[locale];

/** Italian unless Accept-Language prefers English (by q-value, then by order). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return 'it';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && (entry.lang === 'it' || entry.lang === 'en'))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.lang === 'en' ? 'en' : 'it';
}

/** The message of an error code; codes without their own text fall back to `errors.generic`. */
export function messageFor(code: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const errors: Record<string, string> = CATALOGUES[locale].errors;
  const validation: Record<string, string> = CATALOGUES[locale].validation;
  const template = errors[code] ?? validation[code] ?? errors.generic ?? code;
  return formatMessage(template, params, locale);
}

/** A message's compiled form, made once per template (icu-minify, as the portal formats its own: i18n/compiled-messages.ts). */
const compiled = new Map<string, CompiledMessage>();

const FORMATTERS: FormatOptions['formatters'] = {
  getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args) => new Intl.NumberFormat(...args),
  getPluralRules: (...args) => new Intl.PluralRules(...args),
};

/** An ICU message of the catalogues with its arguments, in the locale's words and numbers. */
export function formatMessage(template: string, params: Record<string, string | number>, locale: Locale): string {
  let message = compiled.get(template);
  if (!message) {
    message = compile(template);
    compiled.set(template, message);
  }
  return String(format(message, locale, params, { formatters: FORMATTERS }));
}
