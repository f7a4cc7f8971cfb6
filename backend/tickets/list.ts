// GET /api/Ticket: the tickets in the caller's scope (docs/domain.md,
// "Tickets") with filters, sort and paging in SQL, and the agencies,
// customers and models the caller's tickets concern, for the filters.
// Deleted tickets are left out.
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TicketListQuery } from '../../core/schemas/tickets';
import type { TicketSummary } from '../../core/schemas/tickets-answers';
import type { Viewer } from '../auth/actor';
import { ticketScope } from '../auth/data-scope';
import type { Database } from '../db/client';
import { agencies, companies, contractProducts, contracts, productModels, tickets, users } from '../db/schema';
import { dayAfter, likePattern } from '../db/list-filters';

const creator = alias(users, 'ticket_creator');

const SORT_COLUMNS = {
  createdAt: tickets.createdAt,
  lastStatusChangeAt: tickets.lastStatusChangeAt,
  number: tickets.number,
  status: tickets.status,
  company: companies.name,
} as const;

export const summaryColumns = {
  id: tickets.id,
  number: tickets.number,
  kind: tickets.kind,
  status: tickets.status,
  agencyId: agencies.id,
  agencyName: agencies.name,
  companyId: companies.id,
  companyName: companies.name,
  productId: contractProducts.id,
  modelId: productModels.id,
  modelName: productModels.name,
  serialNumber: contractProducts.serialNumber,
  partNumber: contractProducts.partNumber,
  contractId: contracts.id,
  contractNumber: contracts.number,
  creatorId: creator.id,
  creatorName: creator.username,
  createdAt: tickets.createdAt,
  lastStatusChangeAt: tickets.lastStatusChangeAt,
};

/** tickets with what a summary shows; add where, order and limit. */
export function selectTickets(db: Database) {
  return db
    .select(summaryColumns)
    .from(tickets)
    .innerJoin(agencies, eq(agencies.id, tickets.agencyId))
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .innerJoin(contracts, eq(contracts.id, tickets.contractId))
    .innerJoin(contractProducts, eq(contractProducts.id, tickets.contractProductId))
    .innerJoin(productModels, eq(productModels.id, contractProducts.modelId))
    .leftJoin(creator, eq(creator.id, tickets.createdById));
}

/** A user as answers name them: null once the account is gone (the left join found none). */
export const userRef = (id: number | null, username: string | null) => (id === null ? null : { id, username: username ?? '' });

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

export function toSummary(row: SummaryRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    agency: { id: row.agencyId, name: row.agencyName },
    customer: { id: row.companyId, name: row.companyName },
    product: { id: row.productId, modelId: row.modelId, modelName: row.modelName, serialNumber: row.serialNumber },
    contract: { id: row.contractId, number: row.contractNumber },
    createdBy: userRef(row.creatorId, row.creatorName),
    createdAt: row.createdAt.toISOString(),
    lastStatusChangeAt: row.lastStatusChangeAt.toISOString(),
  };
}

function conditions(viewer: Viewer, query: TicketListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [ticketScope(viewer), isNull(tickets.deletedAt)];
  if (query.status?.length) parts.push(inArray(tickets.status, query.status));
  if (query.kind?.length) parts.push(inArray(tickets.kind, query.kind));
  if (query.agencyId) parts.push(eq(tickets.agencyId, query.agencyId));
  if (query.customerId) parts.push(eq(tickets.companyId, query.customerId));
  if (query.productId) parts.push(eq(tickets.contractProductId, query.productId));
  if (query.modelId)
    parts.push(
      sql`${tickets.contractProductId} in (select ${contractProducts.id} from ${contractProducts} where ${contractProducts.modelId} = ${query.modelId})`,
    );
  if (query.createdFrom) parts.push(gte(tickets.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)));
  if (query.createdTo) parts.push(lt(tickets.createdAt, dayAfter(query.createdTo)));
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(or(ilike(tickets.number, pattern), ilike(companies.name, pattern), ilike(contractProducts.serialNumber, pattern)));
  }
  return and(...parts);
}

/** The agencies, customers and models the caller's (live) tickets concern. */
async function filterOptions(db: Database, viewer: Viewer) {
  const scope = and(ticketScope(viewer), isNull(tickets.deletedAt));
  const distinct = <T extends { id: number; name: string }>(rows: T[]) => rows.map(({ id, name }) => ({ id, name }));
  const [agencyRows, customerRows, modelRows] = await Promise.all([
    db
      .selectDistinct({ id: agencies.id, name: agencies.name })
      .from(tickets)
      .innerJoin(agencies, eq(agencies.id, tickets.agencyId))
      .where(scope)
      .orderBy(asc(agencies.name)),
    db
      .selectDistinct({ id: companies.id, name: companies.name })
      .from(tickets)
      .innerJoin(companies, eq(companies.id, tickets.companyId))
      .where(scope)
      .orderBy(asc(companies.name))
      .limit(500),
    db
      .selectDistinct({ id: productModels.id, name: productModels.name })
      .from(tickets)
      .innerJoin(contractProducts, eq(contractProducts.id, tickets.contractProductId))
      .innerJoin(productModels, eq(productModels.id, contractProducts.modelId))
      .where(scope)
      .orderBy(asc(productModels.name))
      .limit(500),
  ]);
  return { agencies: distinct(agencyRows), customers: distinct(customerRows), models: distinct(modelRows) };
}

export async function listTickets(db: Database, viewer: Viewer, query: TicketListQuery) {
  const where = conditions(viewer, query);
  const order = query.direction === 'asc' ? asc : desc;
  const [rows, [total], options] = await Promise.all([
    selectTickets(db)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(tickets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(tickets)
      .innerJoin(companies, eq(companies.id, tickets.companyId))
      .innerJoin(contractProducts, eq(contractProducts.id, tickets.contractProductId))
      .where(where),
    filterOptions(db, viewer),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, options };
}
