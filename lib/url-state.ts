// A list page's view as URL state: lenient readers of the address's parameters
// (an odd value in a bookmark is dropped, never an error page), shared by the
// contracts and orders lists.
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

/** What every paged, sorted list view has besides its filters. */
export interface ListView {
  sort: string;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The address of a view: its filters, then sort, page size and page only where they differ from the defaults. */
export function viewSearchParams(filters: [string, string][], view: ListView, defaults: ListView): URLSearchParams {
  const params = new URLSearchParams(filters);
  if (view.sort !== defaults.sort || view.direction !== defaults.direction) {
    params.set('sort', view.sort);
    params.set('direction', view.direction);
  }
  if (view.pageSize !== defaults.pageSize) params.set('pageSize', String(view.pageSize));
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A list endpoint's query: the filters with sort and page explicit. */
export function viewApiQuery(filters: [string, string][], view: ListView): URLSearchParams {
  const params = new URLSearchParams(filters);
  params.set('sort', view.sort);
  params.set('direction', view.direction);
  params.set('page', String(view.page));
  params.set('pageSize', String(view.pageSize));
  return params;
}
