// Every message is formatted from its compiled form (i18n/compiled-messages.ts,
// the parser-free formatter the portal ships): for each message of both
// languages, with sample values for its arguments, the compiled form must say
// exactly what the ICU reference formatter says of the plain string.
import format from 'icu-minify/format';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import enMessages from '@/messages/en.json';
import itMessages from '@/messages/it.json';

vi.mock('server-only', () => ({}));
const { compileMessages, compiledOnce } = await import('@/i18n/compiled-messages');

type Tree = { [key: string]: string | Tree };
type Compiled = Parameters<typeof format>[0];

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

function pick(tree: unknown, path: string): unknown {
  return path.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], tree);
}

/** The ICU element types of intl-messageformat's AST that take an argument. */
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** Sample values for every argument a message names: numbers for plurals, the first option for a select, text otherwise. */
function sampleValues(elements: Element[], count: number, values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    const name = element.value!;
    if (element.type === PLURAL || element.type === NUMBER) values[name] = count;
    else if (element.type === DATE || element.type === TIME) values[name] = new Date(Date.UTC(2026, 10, 21, 9, 30));
    else if (element.type === SELECT) values[name] ??= Object.keys(element.options!).find((key) => key !== 'other') ?? 'other';
    else if (element.type === ARGUMENT) values[name] ??= `«${name}»`;
    else if (element.type === TAG) values[name] = (chunks: string[]) => `<${name}>${chunks.join('')}</${name}>`;
    for (const option of Object.values(element.options ?? {})) sampleValues(option.value, count, values);
    if (element.children) sampleValues(element.children, count, values);
  }
  return values;
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

const joined = (result: unknown) => (Array.isArray(result) ? result.join('') : String(result));

describe('compiled messages', () => {
  for (const [locale, messages] of [
    ['it', itMessages],
    ['en', enMessages],
  ] as const) {
    it(`say what the plain ones say, with 0, 1 and 7 of everything counted (${locale})`, () => {
      const compiled = compileMessages(messages as Tree);
      const differences: string[] = [];
      for (const [key, message] of flatten(messages as Tree)) {
        const reference = new IntlMessageFormat(message, locale, undefined, { ignoreTag: false });
        for (const count of [0, 1, 7]) {
          const values = sampleValues(reference.getAst() as Element[], count);
          const expected = joined(reference.format(values as never));
          const actual = joined(format(pick(compiled, key) as Compiled, locale, values as never, { formatters, timeZone: 'UTC' }));
          if (actual !== expected) differences.push(`${locale} ${key} (${count}): ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
        }
      }
      expect(differences).toEqual([]);
    });
  }

  it('are plain objects (a client component takes them) and compiled once per messages object', () => {
    const source = { a: { b: 'Ciao {name}' } };
    const first = compiledOnce(source);
    expect(Object.getPrototypeOf(first.a)).toBe(Object.prototype);
    expect(compiledOnce(source)).toBe(first);
    expect(compiledOnce({ a: { b: 'Ciao {name}' } })).not.toBe(first);
  });
});
