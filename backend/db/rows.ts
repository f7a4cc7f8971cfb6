// Raw SQL answers: both drivers (pg and PGlite) give `{ rows }`, which
// Drizzle's shared type leaves unknown. One reader for every raw query.

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
