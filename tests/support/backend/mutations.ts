// Bodies for the property tests of the write endpoints: a valid body with one
// or two fields replaced by hostile values or deleted, sometimes any JSON or
// text at all, so most requests get past parsing and reach the rules.
import fc from 'fast-check';

export const DELETE = Symbol('delete');

/** Values that break something: wrong types, NUL, impossible dates, huge numbers, blanks. */
export const hostile = () =>
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ maxLength: 10 }).map((s) => `${s}\u0000`),
    fc.constantFrom('', ' ', '2023-02-30', '0000-01-01', '1e400', 'IT00X', '-1', 'MI;drop table contracts'),
    fc.integer(),
    fc.constantFrom(0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1.5),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constant(DELETE),
  );

export type Mutation = { path: string; value: unknown };

export function mutate<T>(base: T, mutations: Mutation[]): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  for (const { path, value } of mutations) {
    const keys = path.split('.');
    let node: Record<string, unknown> | undefined = copy;
    for (const key of keys.slice(0, -1))
      node = node && typeof node[key] === 'object' && node[key] !== null ? (node[key] as Record<string, unknown>) : undefined;
    if (!node) continue;
    const last = keys.at(-1)!;
    if (value === DELETE) delete node[last];
    else node[last] = value;
  }
  return copy;
}

export const mutated = <T>(base: fc.Arbitrary<T>, paths: string[]) =>
  fc.oneof(
    {
      arbitrary: fc.tuple(base, fc.array(fc.record({ path: fc.constantFrom(...paths), value: hostile() }), { maxLength: 2 })).map(([b, m]) => mutate(b, m)),
      weight: 8,
    },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.string({ maxLength: 60 }), weight: 1 },
  );
