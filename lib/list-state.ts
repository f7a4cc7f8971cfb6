// A list page's view as URL state, read and written by the API's own query
// schema (core/schemas/), so the page takes what the API takes and nothing is
// said twice. Reading is lenient, field by field: an odd value in a bookmark
// (an unknown status, page=-3, a day that does not exist) falls back to that
// field's default instead of an error page; keys the schema does not name are
// ignored. Writing leaves defaults out, so addresses stay short.
import type { z } from 'zod';

export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** A list endpoint's query: an object of fields read from query text. */
export type ListSchema = z.ZodObject;
export type ListState<S extends ListSchema> = z.output<S>;

/** Every value given for a key, trimmed; a blank value is no value. */
function valuesOf(params: RawParams, key: string): string[] {
  const values = params instanceof URLSearchParams ? params.getAll(key) : [params[key] ?? []].flat();
  return values.map((value) => value.trim()).filter(Boolean);
}

type Read = { ok: true; value: unknown; input: unknown } | { ok: false };

function attempt(field: z.ZodType, input: unknown): Read {
  const parsed = field.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data, input } : { ok: false };
}

/**
 * One field: its values as the API reads them (several, for a list), else the
 * first one alone (a comma belongs to a search text), else, for a list, the
 * items it knows (one unknown status drops that status, not the filter).
 */
function readField(field: z.ZodType, values: string[]): Read {
  if (values.length === 0) return { ok: false };
  const whole = values.length > 1 ? attempt(field, values) : { ok: false as const };
  if (whole.ok) return whole;
  const single = attempt(field, values[0]);
  if (single.ok) return single;
  const items = values.flatMap((value) => value.split(',')).map((item) => item.trim());
  const known = [...new Set(items.filter((item) => attempt(field, item).ok))];
  return known.length > 0 ? attempt(field, known) : { ok: false };
}

/** The field's default, as the API would take its absence (undefined when it has none). */
const defaultOf = (field: z.ZodType): unknown => field.safeParse(undefined).data;

/** The view an address names, every field the schema's own value or its default. */
export function listStateOf<S extends ListSchema>(schema: S, params: RawParams): ListState<S> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const state: Record<string, unknown> = {};
  const inputs: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const read = readField(field, valuesOf(params, key));
    state[key] = read.ok ? read.value : defaultOf(field);
    if (read.ok) inputs[key] = read.input;
  }
  // A rule across fields (a period that ends before it starts) drops the field it names, as a bad value would.
  for (let round = 0; round < Object.keys(shape).length; round += 1) {
    const whole = schema.safeParse(inputs);
    if (whole.success) break;
    const named = [...new Set(whole.error.issues.map((issue) => String(issue.path[0])))].filter((key) => key in inputs);
    if (named.length === 0) break;
    for (const key of named) {
      delete inputs[key];
      state[key] = defaultOf(shape[key]!);
    }
  }
  return state as ListState<S>;
}

/** The view of an empty address: every field's default. */
export const listDefaultsOf = <S extends ListSchema>(schema: S): ListState<S> => listStateOf(schema, {});

const textsOf = (value: unknown): string[] =>
  value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

const same = (a: unknown, b: unknown) => textsOf(a).join('\u0000') === textsOf(b).join('\u0000');

/** A direction means nothing without its sort: the two are written together or not at all. */
const PAIRED = ['sort', 'direction'];

/**
 * The query text of a view, in the schema's order; a list's values repeat its
 * key. `address` (the default) leaves out what equals the default; `api` writes
 * every value set, as a list endpoint or an export is asked. Fields the schema
 * does not name are left out (an export's query from a list's view drops its paging).
 */
export function searchOf<S extends ListSchema>(
  schema: S,
  state: Partial<ListState<S>> & Record<string, unknown>,
  mode: 'address' | 'api' = 'address',
): URLSearchParams {
  const shape = schema.shape as Record<string, z.ZodType>;
  const values = state as Record<string, unknown>;
  const defaults = mode === 'address' ? (listDefaultsOf(schema) as Record<string, unknown>) : {};
  const changed = (key: string) => mode === 'api' || !same(values[key], defaults[key]);
  const sorted = PAIRED.some((key) => key in shape && changed(key));
  const params = new URLSearchParams();
  for (const key of Object.keys(shape)) {
    const wanted = PAIRED.includes(key) ? sorted : changed(key);
    if (wanted) for (const text of textsOf(values[key])) params.append(key, text);
  }
  return params;
}

/** A list page's address: its path and the view's query, if any. */
export function listHref<S extends ListSchema>(path: string, schema: S, state: Partial<ListState<S>>): string {
  const query = searchOf(schema, state).toString();
  return query ? `${path}?${query}` : path;
}

/** A changed filter starts again from the first page; a changed page keeps the filters. */
export const withFilter = <T extends { page: number }>(state: T, patch: Partial<T>): T => ({ ...state, ...patch, page: patch.page ?? 1 });

/** The view sorted by a column: the same column flips, another starts in its first direction. */
export function sortedBy<T extends { sort: string; direction: 'asc' | 'desc'; page: number }>(
  state: T,
  sort: T['sort'],
  firstDirection: (sort: T['sort']) => 'asc' | 'desc',
): T {
  const direction = state.sort === sort ? (state.direction === 'asc' ? 'desc' : 'asc') : firstDirection(sort);
  return { ...state, sort, direction, page: 1 };
}

/** What orders and pages a list rather than narrowing it. */
const VIEW_KEYS = ['sort', 'direction', 'page', 'pageSize'];

/** Whether anything but the order and the paging narrows the list (the empty state offers to clear it). */
export function isNarrowed<S extends ListSchema>(schema: S, state: Partial<ListState<S>>): boolean {
  const defaults = listDefaultsOf(schema) as Record<string, unknown>;
  const filters = Object.fromEntries(Object.entries(state).filter(([key]) => !VIEW_KEYS.includes(key)));
  return searchOf(schema, { ...defaults, ...filters } as Partial<ListState<S>> & Record<string, unknown>).size > 0;
}

/** The page sizes a list's select offers (the API takes any from 1 to 100). */
export const PAGE_SIZES = [20, 50, 100] as const;

/** The select's page sizes, with the address's own when it names another (a bookmarked `pageSize=30` stays shown as chosen). */
export function pageSizeOptions(current: number): number[] {
  return PAGE_SIZES.includes(current as (typeof PAGE_SIZES)[number]) ? [...PAGE_SIZES] : [...PAGE_SIZES, current].sort((a, b) => a - b);
}
