// A company's age in whole months, pure: the providers' scoring and their
// eligibility rules both count it (docs/domain.md, "Credit providers").

/** Whole months from the incorporation date (YYYY-MM-DD) to today (negative for a future date). */
export function monthsOfActivity(incorporationDate: string, today: Date): number {
  const [year, month, day] = incorporationDate.split('-').map(Number) as [number, number, number];
  let months = (today.getUTCFullYear() - year) * 12 + (today.getUTCMonth() + 1 - month);
  if (today.getUTCDate() < day) months -= 1;
  return months;
}
