// Pieces the lists' filters share in SQL: a "contains" search and an
// inclusive "to" day.

/** ILIKE pattern for "contains q", LIKE's own wildcards in q taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** The start of the day after a YYYY-MM-DD (UTC): `< dayAfter(to)` keeps the whole of `to`. */
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
