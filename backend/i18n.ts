// Error messages in the caller's language. The texts are the portal's own
// (messages/*.json, namespaces `errors` and `validation`), imported, not copied.
import en from '../messages/en.json';
import it from '../messages/it.json';

export type Locale = 'it' | 'en';

type Namespaces = { errors: Record<string, string>; validation: Record<string, string> };
const CATALOGUES: Record<Locale, Namespaces> = { it, en };

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
  const { errors, validation } = CATALOGUES[locale];
  const template = errors[code] ?? validation[code] ?? errors.generic ?? code;
  return formatMessage(template, params, locale);
}

/**
 * The subset of ICU MessageFormat the catalogues use: `{name}` and
 * `{name, plural, =0 {…} one {…} other {…}}` with `#` for the number.
 */
export function formatMessage(template: string, params: Record<string, string | number>, locale: Locale): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) return out + template.slice(i);
    out += template.slice(i, open);
    const close = matchingBrace(template, open);
    if (close < 0) return out + template.slice(open);
    out += formatArgument(template.slice(open + 1, close), params, locale);
    i = close + 1;
  }
  return out;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function formatArgument(body: string, params: Record<string, string | number>, locale: Locale): string {
  const [name = '', type, ...rest] = body.split(',');
  const value = params[name.trim()];
  if (type?.trim() !== 'plural') return value === undefined ? `{${body}}` : String(value);
  const count = Number(value);
  const options = parseOptions(rest.join(','));
  const category = new Intl.PluralRules(locale).select(count);
  const chosen = options.get(`=${count}`) ?? options.get(category) ?? options.get('other') ?? '';
  return formatMessage(chosen.replaceAll('#', String(count)), params, locale);
}

function parseOptions(text: string): Map<string, string> {
  const options = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const close = matchingBrace(text, open);
    if (close < 0) break;
    options.set(text.slice(i, open).trim(), text.slice(open + 1, close));
    i = close + 1;
  }
  return options;
}
