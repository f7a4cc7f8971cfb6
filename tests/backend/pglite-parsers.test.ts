// The embedded database keeps PGlite's scalar parsers only (backend/db/client.ts keepScalarParsers): every
// scalar type the portal reads still arrives parsed, and an array-typed result stays PostgreSQL's text.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/backend/db/client';

describe('PGlite result parsers', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(() => handle.close());

  it('parses every scalar type as before', async () => {
    const result = (await handle.db.execute(
      sql`select 7::int4 as i, 8::int8 as b, 1.50::numeric as n, true as t, '{"x":[1]}'::jsonb as j, 2.5::float8 as f, '2026-01-02 03:04:05+00'::timestamptz as at, 'é'::text as s`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(result.rows).toEqual([{ i: 7, b: 8, n: '1.50', t: true, j: { x: [1] }, f: 2.5, at: '2026-01-02 03:04:05+00', s: 'é' }]);
  });

  it('leaves an array-typed result as PostgreSQL writes it (no parser per array type)', async () => {
    const result = (await handle.db.execute(sql`select array[1, 2]::int4[] as a`)) as unknown as { rows: { a: unknown }[] };
    expect(result.rows).toEqual([{ a: '{1,2}' }]);
  });
});
