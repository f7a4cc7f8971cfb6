import type { MeasureKind } from '../../core/domain/stats';

// A measure's value for a reader in their language: euro amounts as
// "1.234,56 €" in Italian and "€1,234.56" in English, percentages, months and
// days with one decimal, dates and times in Rome, where the agencies work;
// dates name the month as the rest of the portal does (lib/format/portal-format.ts).

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, kind: MeasureKind): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  if (!cache.has(key)) {
    const options: Intl.NumberFormatOptions =
      kind === 'money'
        ? { style: 'currency', currency: 'EUR' }
        : kind === 'count'
          ? { maximumFractionDigits: 0 }
          : kind === 'percent'
            ? // The language's own percent sign and spacing ("12,5%", "12.5%"), as everywhere else in the portal.
              { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }
            : { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    // Italian leaves four-digit numbers ungrouped by default; tables read better with "1.234" under "12.345".
    cache.set(key, new Intl.NumberFormat(locale, { ...options, useGrouping: 'always' }));
  }
  return cache.get(key) as Intl.NumberFormat;
}

function dateFormat(locale: string): Intl.DateTimeFormat {
  const key = `${locale}:date`;
  if (!cache.has(key))
    cache.set(
      key,
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' }),
    );
  return cache.get(key) as Intl.DateTimeFormat;
}

/** null (nothing measured) is the caller's to word; a percentage carries its sign. */
export function formatMeasure(value: number | string | null | undefined, kind: MeasureKind, locale: string): string | null {
  if (value === null || value === undefined) return null;
  if (kind === 'date') {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? null : dateFormat(locale).format(date);
  }
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  // Measures carry percentages as 0–100; Intl's percent style reads fractions.
  return numberFormat(locale, kind).format(kind === 'percent' ? number / 100 : number);
}

/** "marzo 2026" / "March 2026" for a YYYY-MM key. */
export function formatMonth(key: string, locale: string, style: 'long' | 'short' = 'long'): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A day (YYYY-MM-DD) in the reader's short date. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
