// Lenient readers of an address's parameters (an odd value in a bookmark is
// dropped, never an error page), for the contracts list and the statistics
// until they read their view through lib/list-state.ts as the other lists do.
import { parseId } from '../core/ids';

export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

const raw = (params: RawParams, key: string): string[] => (params instanceof URLSearchParams ? params.getAll(key) : [params[key] ?? []].flat());

/** Lists (status, type): repeated or comma-separated, as the API takes them. */
export function all(params: RawParams, key: string): string[] {
  return raw(params, key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Single values: the first one given; a comma is part of it (a company name in the search). */
export const first = (params: RawParams, key: string): string | null => raw(params, key)[0]?.trim() || null;

export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export const id = (value: string | null): number | null => (value === null ? null : parseId(value));

/** YYYY-MM-DD naming a real day. */
export function isoDay(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

export function positive(value: string | null, max: number): number | null {
  return value !== null && /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= max ? Number(value) : null;
}
