// GET …/Contracts: filters, sort and paging in SQL, inside the caller's data
// scope (docs/domain.md). Every filter but the products' (model, family,
// accessory: by index on contract_items) reads the contracts table alone, so
// the total is counted on one table (and, for the usual scopes, on the
// partial index contracts_live_scope_idx without touching the rows).
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { companies, contracts, creditProviders } from '../db/schema';
import type { Viewer } from '../auth/actor';
import type { ContractDeps } from './deps';
import type { ContractListQuery } from '../../core/schemas/contracts';
import { contractScope } from '../auth/data-scope';
import { holdsAccessory, holdsFamily, holdsModel } from './item-filters';
import { selectSummaries, toSummary } from './summary';
import { dayAfter, likePattern } from '../db/list-filters';

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
 * are searched first (thousands, not the contracts' hundreds of thousands)
 * and their contracts found by index; only a q with digits can be in a
 * number. The records' name and VAT number are those of the contracts' copies
 * but for a contract whose author typed another name for a VAT number whose
 * record they do not hold: it is found by the record's name.
 */
function textSearch(q: string): SQL {
  const pattern = likePattern(q);
  const byCompany = sql`${contracts.companyId} in (select ${companies.id} from ${companies} where ${or(ilike(companies.name, pattern), ilike(companies.vatNumber, pattern))})`;
  return /\d/.test(q) ? or(byCompany, ilike(contracts.number, pattern))! : byCompany;
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

export async function listContracts(deps: Pick<ContractDeps, 'db'>, viewer: Viewer, query: ContractListQuery) {
  const where = conditions(viewer, query);
  const column = SORT_COLUMNS[query.sort];
  const order = query.direction === 'asc' ? asc : desc;
  // Nulls (no closing date, no company) last whichever the direction: people look for the filled ones.
  const sortKey = query.sort === 'closingDate' || query.sort === 'company' ? [sql`${column} is null`, order(column)] : [order(column)];

  const [rows, [total]] = await Promise.all([
    selectSummaries(deps.db)
      .where(where)
      .orderBy(...sortKey, order(contracts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(contracts).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0 };
}
