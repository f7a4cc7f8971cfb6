// A day as date inputs and the API write it: YYYY-MM-DD of a real calendar
// day between 1900 and 2100 (PostgreSQL refuses 2023-02-31). Every form's
// checks carry this module into the browser: it stays free of date-fns (the
// arithmetic is in ./day-arithmetic.ts; docs/decisions.md, "Dates").

export const ISO_DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: string): boolean {
  if (!ISO_DAY_FORMAT.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
