// Identity values reserved up front, so a contract's items, units and
// destinations can reference each other and be written in a few multi-row
// inserts (the create endpoint and the seeds share this path).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

type Tx = Pick<Database, 'execute'>;

const SEQUENCES = {
  contracts: 'contracts',
  contract_items: 'contract_items',
  contract_products: 'contract_products',
  shipping_destinations: 'shipping_destinations',
  contract_status_history: 'contract_status_history',
  credit_decisions: 'credit_decisions',
  supplier_orders: 'supplier_orders',
} as const;

export type IdTable = keyof typeof SEQUENCES;

export async function reserveIds(db: Tx, table: IdTable, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence(${SEQUENCES[table]}, 'id'))::int8 as id from generate_series(1, ${count}::int)`);
  return rowsOf<{ id: string | number }>(result).map((row) => Number(row.id));
}

/** AP-<year>-<at least 6 digits>: the sequence never repeats, the year helps people read it. */
export function formatContractNumber(year: number, sequence: number): string {
  return `AP-${year}-${String(sequence).padStart(6, '0')}`;
}

export async function reserveContractNumbers(db: Tx, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const result = await db.execute(sql`select nextval('contract_number_seq')::int8 as n from generate_series(1, ${count}::int)`);
  return rowsOf<{ n: string | number }>(result).map((row) => Number(row.n));
}

/**
 * n consecutive values of a sequence in four statements, for the seeds'
 * large batches (one nextval per row costs more than writing the rows).
 * ALTER SEQUENCE is transactional and blocks concurrent nextval calls until
 * commit, so nobody else can draw a value inside the block meanwhile.
 */
export async function reserveBlock(db: Database, sequence: string, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const first = await db.transaction(async (tx) => {
    const [start] = rowsOf<{ v: string | number }>(await tx.execute(sql`select nextval(${sequence})::int8 as v`));
    if (count > 1) {
      await tx.execute(sql.raw(`alter sequence ${sequence} increment by ${count - 1}`));
      await tx.execute(sql`select nextval(${sequence})`);
      await tx.execute(sql.raw(`alter sequence ${sequence} increment by 1`));
    }
    return Number(start!.v);
  });
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The identity sequence of a table's id (for reserveBlock). */
export async function identitySequence(db: Pick<Database, 'execute'>, table: IdTable): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select pg_get_serial_sequence(${SEQUENCES[table]}, 'id') as name`));
  return row!.name;
}

/** Hands out reserved ids in order; asking for more than reserved is a bug. */
export class IdPool {
  private readonly next = new Map<IdTable, number>();
  constructor(private readonly reserved: Partial<Record<IdTable, number[]>>) {}

  take(table: IdTable): number {
    const index = this.next.get(table) ?? 0;
    const id = this.reserved[table]?.[index];
    if (id === undefined) throw new Error(`no reserved ${table} id left`);
    this.next.set(table, index + 1);
    return id;
  }

  static async reserve(db: Tx, counts: Partial<Record<IdTable, number>>): Promise<IdPool> {
    const entries = await Promise.all(
      Object.entries(counts).map(async ([table, count]) => [table, await reserveIds(db, table as IdTable, count ?? 0)] as const),
    );
    return new IdPool(Object.fromEntries(entries));
  }

  /** The same in blocks (seeds): outside any transaction of the caller. */
  static async reserveBlocks(db: Database, counts: Partial<Record<IdTable, number>>): Promise<IdPool> {
    const entries: [IdTable, number[]][] = [];
    for (const [table, count] of Object.entries(counts) as [IdTable, number][]) {
      entries.push([table, await reserveBlock(db, await identitySequence(db, table), count)]);
    }
    return new IdPool(Object.fromEntries(entries));
  }
}
