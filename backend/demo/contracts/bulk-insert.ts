// Writing many seed rows fast, in one transaction. PGlite gets COPY from an
// in-memory blob (about twice as fast as INSERT); PostgreSQL gets multi-row
// INSERTs whose rows travel as one JSON parameter typed by the table's own
// row type. Where the role may (PGlite always), foreign-key triggers are
// skipped for the transaction: the rows reference ids reserved beforehand,
// so they are consistent by construction, and checking millions of them one
// by one is most of the cost of a large data set.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type Row = Record<string, unknown>;

export interface RowWriter {
  write(table: PgTable, rows: readonly Row[]): Promise<void>;
}

const CHUNK = 5_000;

/** Columns present in the rows, in the table's order: [property, column name]. */
function columnsOf(table: PgTable, rows: readonly Row[]): [string, string][] {
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  return Object.entries(getTableColumns(table))
    .filter(([key]) => present.has(key))
    .map(([key, column]) => [key, column.name]);
}

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** COPY's text format: \N for null, backslash escapes for the separators. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const v = plain(value);
  const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

function copyWriter(tx: Transaction): RowWriter {
  return {
    async write(table, rows) {
      if (rows.length === 0) return;
      const columns = columnsOf(table, rows);
      const list = columns.map(([, name]) => `"${name}"`).join(', ');
      for (let start = 0; start < rows.length; start += CHUNK * 10) {
        const body = rows
          .slice(start, start + CHUNK * 10)
          .map((row) => columns.map(([key]) => copyField(row[key])).join('\t'))
          .join('\n');
        await tx.query(`copy "${getTableName(table)}" (${list}) from '/dev/blob'`, [], { blob: new Blob([`${body}\n`]) });
      }
    },
  };
}

function jsonWriter(tx: Pick<Database, 'execute'>): RowWriter {
  return {
    async write(table, rows) {
      if (rows.length === 0) return;
      const columns = columnsOf(table, rows);
      const list = sql.join(
        columns.map(([, name]) => sql.identifier(name)),
        sql`, `,
      );
      // Explicit ids are reserved sequence values: identity columns must be told to take them.
      const overriding = columns.some(([key]) => key === 'id') ? sql` overriding system value` : sql``;
      for (let start = 0; start < rows.length; start += CHUNK) {
        const payload = JSON.stringify(
          rows.slice(start, start + CHUNK).map((row) => Object.fromEntries(columns.map(([key, name]) => [name, plain(row[key] ?? null)]))),
        );
        await tx.execute(sql`insert into ${table} (${list})${overriding} select ${list} from json_populate_recordset(null::${table}, ${payload}::json)`);
      }
    },
  };
}

const isPglite = (client: unknown): client is PGlite => typeof client === 'object' && client !== null && 'dumpDataDir' in client;

/** Runs `work` in one transaction with the fastest writer this database offers. */
export async function withRowWriter(db: Database, work: (writer: RowWriter) => Promise<void>): Promise<void> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (isPglite(client)) {
    await client.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await work(copyWriter(tx));
    });
    return;
  }
  await db.transaction(async (tx) => {
    const [role] = rowsOf<{ superuser: boolean }>(await tx.execute(sql`select rolsuper as superuser from pg_roles where rolname = current_user`));
    if (role?.superuser) await tx.execute(sql`set local session_replication_role = replica`);
    await work(jsonWriter(tx as unknown as Database));
  });
}
