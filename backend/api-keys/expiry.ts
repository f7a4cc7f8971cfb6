// The instant a key given a last day stops working: the start of the next day in Italy.
const ROME = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' });

/** Minutes Italy is ahead of UTC at an instant (60 in winter, 120 in summer). */
function romeOffsetMinutes(at: Date): number {
  const name = ROME.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** `2026-03-31` → 2026-03-31T22:00:00Z (midnight of 1 April in Italy). */
export function endOfItalianDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date + 1);
  return new Date(midnightUtc - romeOffsetMinutes(new Date(midnightUtc)) * 60_000);
}
