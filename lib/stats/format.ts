import type { MeasureKind } from '../../core/domain/stats';
import type { PortalFormat } from '../format/portal-format';

// A measure's value for a reader in their language, through the portal's one
// formatter (lib/format/portal-format.ts, docs/architecture.md "Formatting"):
// euro amounts with cents, counts grouped, percentages, months and days with
// one decimal so a column's figures line up, instants with their time in Rome.

/** null (nothing measured) is the caller's to word; a percentage carries its sign. */
export function measureText(format: PortalFormat, value: number | string | null | undefined, kind: MeasureKind): string | null {
  if (value === null || value === undefined) return null;
  if (kind === 'date') {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? null : format.moment(date.toISOString());
  }
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  switch (kind) {
    case 'money':
      return format.money(number);
    case 'count':
      return format.number(number, 0);
    // Measures carry percentages as 0–100; the formatter reads fractions.
    case 'percent':
      return format.percent(number / 100, 1, 1);
    default:
      return format.number(number, 1, 1);
  }
}
