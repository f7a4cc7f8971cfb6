// GET …/Contracts: filters, sort and paging in SQL, inside the caller's data
// scope (docs/domain.md). Every filter but the products' (model, family,
// accessory: by index on contract_items) reads the contracts table alone, so
// the total is counted on one table (and, for the usual scopes, on the
// partial index contracts_live_scope_idx without touching the rows), up to
// LIST_COUNT_CAP: past it the page says "more than 10,000". The pages link no
// deeper than the capped total, and a page asked for past it is answered empty
// without a query, so no offset walks more than 10,000 rows.
import { type SQL, and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { companies, contracts, creditProviders } from '../db/schema';
import type { Viewer } from '../auth/actor';
import type { ContractDeps } from './deps';
import type { ContractListQuery } from '../../core/schemas/contracts';
import type { ContractSummary } from '../../core/schemas/contracts-answers';
import { contractScope } from '../auth/data-scope';
import { holdsAccessory, holdsFamily, holdsModel } from './item-filters';
import { selectSummaries, toSummary } from './summary';
import { cappedCount, cappedCountQuery, dayAfter, likePattern } from '../db/list-filters';
import type { Database } from '../db/client';
import { LIST_COUNT_CAP } from '../../core/schemas/list-total';

const SORT_COLUMNS = {
  number: contracts.number,
  createdAt: contracts.createdAt,
  lastStatusChangeAt: contracts.lastStatusChangeAt,
  closingDate: contracts.closingDate,
  monthlyPayment: contracts.monthlyPayment,
  totalValue: contracts.totalValue,
  status: contracts.status,
  company: contracts.companyName,
} as const;

/**
 * Number, company name or VAT number contains q. The agency's company records
 * are searched first (thousands, not the contracts' hundreds of thousands, by
 * trigram index) and their contracts found by index. Only a q with digits can
 * be in a number (trigram index too); then the companies' ids are an array
 * (`= any(array(…))`), which a bitmap index scan can take, so "company or
 * number" is two index scans OR'd instead of a scan of every contract. Without
 * digits the plain `in (…)` gives the planner the companies' row estimate: a
 * name matching thousands of contracts then walks the sort order's index and
 * stops at the page's 20, instead of sorting them all.
 * The records' name and VAT number are those of the contracts' copies but for
 * a contract whose author typed another name for a VAT number whose record
 * they do not hold: it is found by the record's name.
 */
function textSearch(q: string): SQL {
  const pattern = likePattern(q);
  const found = sql`select ${companies.id} from ${companies} where ${or(ilike(companies.name, pattern), ilike(companies.vatNumber, pattern))}`;
  if (!/\d/.test(q)) return sql`${contracts.companyId} in (${found})`;
  return or(sql`${contracts.companyId} = any(array(${found}))`, ilike(contracts.number, pattern))!;
}

function conditions(viewer: Viewer, query: ContractListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [contractScope(viewer)];
  if (query.status?.length) parts.push(inArray(contracts.status, query.status));
  // A literal, not a parameter: the planner must see it to use the partial index for archived = false.
  if (query.archived !== 'all') parts.push(query.archived === 'true' ? sql`${contracts.archived}` : sql`not ${contracts.archived}`);
  if (query.type?.length) parts.push(inArray(contracts.contractType, query.type));
  if (query.provider) {
    parts.push(
      sql`${contracts.providerId} in (select ${creditProviders.id} from ${creditProviders} where ${creditProviders.code} = ${query.provider.toUpperCase()})`,
    );
  }
  if (query.agencyId) parts.push(eq(contracts.agencyId, query.agencyId));
  if (query.agentId) parts.push(eq(contracts.createdById, query.agentId));
  if (query.customerId) parts.push(eq(contracts.companyId, query.customerId));
  if (query.modelId) parts.push(holdsModel(sql`${contracts.id}`, query.modelId));
  if (query.familyId) parts.push(holdsFamily(sql`${contracts.id}`, query.familyId));
  if (query.accessoryId) parts.push(holdsAccessory(sql`${contracts.id}`, query.accessoryId));
  if (query.createdFrom) parts.push(gte(contracts.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)));
  if (query.createdTo) parts.push(lt(contracts.createdAt, dayAfter(query.createdTo)));
  if (query.closingFrom) parts.push(gte(contracts.closingDate, query.closingFrom));
  if (query.closingTo) parts.push(sql`${contracts.closingDate} <= ${query.closingTo}`);
  if (query.q) parts.push(textSearch(query.q));
  return and(...parts);
}

/** Nulls (no closing date, no company) last whichever the direction: people look for the filled ones. */
const NULLS_LAST: ReadonlySet<ContractListQuery['sort']> = new Set(['closingDate', 'company']);

/** Where a keyset page starts: after this contract, whose sort value is null or not. */
export interface ContractCursor {
  id: number;
  valueIsNull: boolean;
}

export function cursorAfter(sort: ContractListQuery['sort'], item: ContractSummary): ContractCursor {
  const valueIsNull = sort === 'closingDate' ? item.closingDate === null : sort === 'company' ? item.company === null : false;
  return { id: item.id, valueIsNull };
}

/**
 * The rows that come after `cursor` in the list's order (value, then id, both
 * in the list's direction). The cursor's value is read back by its id, so no
 * value round-trips through JavaScript (timestamps keep their microseconds);
 * the redundant `column ≤ value` (or ≥) lets the sort column's index start
 * there instead of walking past every row before, as an offset does.
 */
function after(query: Pick<ContractListQuery, 'sort' | 'direction'>, cursor: ContractCursor): SQL {
  const column = SORT_COLUMNS[query.sort];
  const ahead = query.direction === 'asc' ? gt : lt;
  const laterId = ahead(contracts.id, cursor.id);
  if (cursor.valueIsNull) return and(isNull(column), laterId)!;
  const value = sql`(select ${column} from ${contracts} where ${contracts.id} = ${cursor.id})`;
  const from = query.direction === 'asc' ? sql`${column} >= ${value}` : sql`${column} <= ${value}`;
  const beyond = and(from, or(query.direction === 'asc' ? sql`${column} > ${value}` : sql`${column} < ${value}`, laterId));
  return NULLS_LAST.has(query.sort) ? or(beyond, isNull(column))! : beyond!;
}

/**
 * The query of one page: by offset (`query.page`), or after a cursor. The
 * page's ids are chosen first on the contracts alone, then only those rows
 * are joined and shaped: a search matching thousands sorts their keys, not
 * thousands of joined rows with their signers.
 */
export function contractPageQuery(db: Database, viewer: Viewer, query: ContractListQuery, cursor: ContractCursor | null = null) {
  const where = conditions(viewer, query);
  const column = SORT_COLUMNS[query.sort];
  const order = query.direction === 'asc' ? asc : desc;
  const sortKey = NULLS_LAST.has(query.sort) ? [sql`${column} is null`, order(column)] : [order(column)];
  const ids = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(cursor ? and(where, after(query, cursor)) : where)
    .orderBy(...sortKey, order(contracts.id))
    .limit(query.pageSize)
    .offset(cursor ? 0 : (query.page - 1) * query.pageSize);
  return selectSummaries(db)
    .where(inArray(contracts.id, ids))
    .orderBy(...sortKey, order(contracts.id));
}

/** The count behind a page's total (the benchmark prints its plan). */
export const contractCountQuery = (db: Database, viewer: Viewer, query: ContractListQuery, countCap = LIST_COUNT_CAP) =>
  cappedCountQuery(db, contracts, conditions(viewer, query), countCap);

/**
 * One page of the list: by offset (`query.page`), or after a cursor (the
 * export's batches, which would otherwise reach offsets of 200,000 rows).
 */
export async function contractPage(
  deps: Pick<ContractDeps, 'db'>,
  viewer: Viewer,
  query: ContractListQuery,
  cursor: ContractCursor | null = null,
): Promise<ContractSummary[]> {
  return (await contractPageQuery(deps.db, viewer, query, cursor)).map(toSummary);
}

/** A page and its total; `countCap`: the total is counted up to this many (the export counts up to its own limit). */
export async function listContracts(deps: Pick<ContractDeps, 'db'>, viewer: Viewer, query: ContractListQuery, countCap = LIST_COUNT_CAP) {
  const beyondCap = (query.page - 1) * query.pageSize >= countCap;
  const [items, counted] = await Promise.all([
    beyondCap ? [] : contractPage(deps, viewer, query),
    cappedCount(deps.db, contracts, conditions(viewer, query), countCap),
  ]);
  return { items, ...counted };
}
