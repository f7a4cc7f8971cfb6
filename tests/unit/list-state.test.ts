// A list's view read from its address by the API's own query schema: a bad
// value falls back to its field's default, keys the schema does not name are
// ignored, a list keeps the values it knows, a rule across fields drops the
// field it names; written back, defaults stay out and every view reads back
// the same (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IdParam, isoDate, multi, text } from '@/core/schemas/fields';
import { listDefaultsOf, listHref, listStateOf, pageSizeOptions, searchOf, sortedBy, withFilter } from '@/lib/list-state';

const COLOURS = ['red', 'green', 'blue'] as const;
const Fields = z.object({
  colour: multi(COLOURS),
  q: text(20).optional(),
  ownerId: IdParam.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  archived: z.enum(['true', 'false', 'all']).default('false'),
  sort: z.enum(['name', 'createdAt']).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const Query = Fields.superRefine((value, ctx) => {
  if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalid_date_range' });
});

const DEFAULTS = {
  colour: undefined,
  q: undefined,
  ownerId: undefined,
  from: undefined,
  to: undefined,
  archived: 'false',
  sort: 'createdAt',
  direction: 'desc',
  page: 1,
  pageSize: 20,
};

describe('listStateOf', () => {
  it('reads an empty address as every default', () => {
    expect(listStateOf(Query, {})).toEqual(DEFAULTS);
    expect(listDefaultsOf(Query)).toEqual(DEFAULTS);
  });

  it('reads each field as the API does, from Next searchParams or URLSearchParams alike', () => {
    const fromNext = listStateOf(Query, { colour: ['red', 'green,blue'], q: ' Rossi, Bianchi ', ownerId: '7', page: '3', sort: 'name', direction: 'asc' });
    expect(fromNext).toEqual({ ...DEFAULTS, colour: ['red', 'green', 'blue'], q: 'Rossi, Bianchi', ownerId: 7, page: 3, sort: 'name', direction: 'asc' });
    expect(listStateOf(Query, new URLSearchParams('colour=red&colour=green,blue&q=Rossi, Bianchi&ownerId=7&page=3&sort=name&direction=asc'))).toEqual(fromNext);
  });

  it('falls back to the default for each bad value instead of failing, and ignores keys it does not name', () => {
    const state = listStateOf(Query, {
      q: 'x'.repeat(21),
      ownerId: '12x',
      from: '2026-02-31',
      archived: 'maybe',
      sort: 'password',
      direction: 'up',
      page: '-3',
      pageSize: '1000',
      debug: '1',
      constructor: 'x',
    });
    expect(state).toEqual(DEFAULTS);
    expect(state).not.toHaveProperty('debug');
  });

  it('keeps the values of a list it knows, each once, and takes the first of a repeated single value', () => {
    expect(listStateOf(Query, { colour: 'pink,red,red', q: ['first', 'second'] })).toMatchObject({ colour: ['red'], q: 'first' });
    expect(listStateOf(Query, { colour: 'pink' }).colour).toBeUndefined();
  });

  it('drops the field a rule across fields names (a period backwards keeps its start)', () => {
    expect(listStateOf(Query, { from: '2026-06-01', to: '2026-01-01' })).toMatchObject({ from: '2026-06-01', to: undefined });
  });
});

describe('searchOf', () => {
  it('writes no query for the default view, and leaves every default out', () => {
    expect(searchOf(Query, DEFAULTS as never).toString()).toBe('');
    expect(listHref('/things', Query, { ...listDefaultsOf(Query), page: 2, q: 'a b' })).toBe('/things?q=a+b&page=2');
    expect(listHref('/things', Query, listDefaultsOf(Query))).toBe('/things');
  });

  it('repeats the key of a list and writes a sort with its direction', () => {
    const state = { ...listDefaultsOf(Query), colour: ['red' as const, 'blue' as const], direction: 'asc' as const };
    expect(searchOf(Query, state).toString()).toBe('colour=red&colour=blue&sort=createdAt&direction=asc');
  });

  it('writes every value set for the API, defaults included', () => {
    expect(searchOf(Query, { ...listDefaultsOf(Query), ownerId: 4 }, 'api').toString()).toBe(
      'ownerId=4&archived=false&sort=createdAt&direction=desc&page=1&pageSize=20',
    );
  });

  it('writes only the fields its schema names (an export without paging)', () => {
    const Export = Fields.omit({ page: true, pageSize: true }).extend({ locale: z.enum(['it', 'en']).optional() });
    expect(searchOf(Export, { ...listDefaultsOf(Query), page: 3, locale: 'en' }, 'api').toString()).toBe(
      'archived=false&sort=createdAt&direction=desc&locale=en',
    );
  });

  const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const views = fc.record({
    colour: fc.option(fc.uniqueArray(fc.constantFrom(...COLOURS), { minLength: 1 }), { nil: undefined }),
    q: fc.option(
      fc.string({ maxLength: 20 }).map((s) => s.replaceAll('\u0000', '').trim() || 'x'),
      { nil: undefined },
    ),
    ownerId: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: undefined }),
    from: fc.option(day, { nil: undefined }),
    to: fc.option(day, { nil: undefined }),
    archived: fc.constantFrom('true' as const, 'false' as const, 'all' as const),
    sort: fc.constantFrom('name' as const, 'createdAt' as const),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
    page: fc.integer({ min: 1, max: 100_000 }),
    pageSize: fc.integer({ min: 1, max: 100 }),
  });

  it('reads back every view it writes (a bookmark opens the same list)', () => {
    fc.assert(
      fc.property(views, (view) => {
        fc.pre(!(view.from && view.to && view.from > view.to));
        expect(listStateOf(Query, new URLSearchParams(searchOf(Query, view).toString()))).toEqual(view);
      }),
      { numRuns: 500 },
    );
  });
});

describe('moving between views', () => {
  const first = (sort: 'name' | 'createdAt') => (sort === 'name' ? 'asc' : 'desc');
  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage3 = { ...listDefaultsOf(Query), page: 3 };
    expect(withFilter(onPage3, { q: 'rossi' }).page).toBe(1);
    expect(withFilter(onPage3, { page: 4 }).page).toBe(4);
  });

  it('starts a new sort in its first direction and flips the current one', () => {
    const view = { ...listDefaultsOf(Query), page: 5 };
    expect(sortedBy(view, 'name', first)).toMatchObject({ sort: 'name', direction: 'asc', page: 1 });
    expect(sortedBy(view, 'createdAt', first)).toMatchObject({ sort: 'createdAt', direction: 'asc', page: 1 });
  });
});

describe('pageSizeOptions', () => {
  it('offers the usual sizes, and the address’s own size in its place when it names another', () => {
    expect(pageSizeOptions(20)).toEqual([20, 50, 100]);
    expect(pageSizeOptions(7)).toEqual([7, 20, 50, 100]);
    expect(pageSizeOptions(75)).toEqual([20, 50, 75, 100]);
  });
});
