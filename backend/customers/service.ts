// The customers pages' data: companies in the caller's scope with how many
// of their contracts the caller sees, and one company's signers, addresses
// and contracts. Filters, sort and paging in SQL.
import { type SQL, and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Viewer } from '../auth/actor';
import { companyAnswer, signerColumns } from '../contracts/detail-parts';
import { contractScope } from '../auth/data-scope';
import { selectSummaries, toSummary } from '../contracts/summary';
import type { Database } from '../db/client';
import { agencies, businessTypes, companies, contracts, shippingDestinations, signers, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import type { CustomerListQuery } from '../../core/schemas/customers';
import { customerScope } from '../auth/data-scope';
import { cappedCount, likePattern } from '../db/list-filters';
import { LIST_COUNT_CAP } from '../../core/schemas/list-total';

const creator = alias(users, 'creator');

/** The company's contracts the caller can see: the list's count and last date read them. */
function visibleContracts(viewer: Viewer): SQL {
  const scope = contractScope(viewer);
  return scope ? sql`${contracts.companyId} = ${companies.id} and ${scope}` : sql`${contracts.companyId} = ${companies.id}`;
}

/** A page and its total, counted up to `countCap`. */
export async function listCustomers(db: Database, viewer: Viewer, query: CustomerListQuery, countCap = LIST_COUNT_CAP) {
  const parts: (SQL | undefined)[] = [customerScope(viewer)];
  if (query.agencyId) parts.push(eq(companies.agencyId, query.agencyId));
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(or(ilike(companies.name, pattern), ilike(companies.vatNumber, pattern), ilike(companies.municipality, pattern)));
  }
  const where = and(...parts);
  const visible = visibleContracts(viewer);
  const contractsCount = sql<number>`(select count(*)::int from ${contracts} where ${visible})`;
  const lastContractAt = sql<string | null>`(select max(${contracts.createdAt}) from ${contracts} where ${visible})`;
  const order = query.direction === 'asc' ? asc : desc;
  const sortColumn = { name: companies.name, createdAt: companies.createdAt, lastContractAt }[query.sort];

  // Past the capped total no page is linked: one asked for there is answered empty, without walking the offset.
  const beyondCap = (query.page - 1) * query.pageSize >= countCap;
  const [rows, counted] = await Promise.all([
    beyondCap
      ? []
      : db
          .select({
            id: companies.id,
            agencyId: agencies.id,
            agencyName: agencies.name,
            name: companies.name,
            vatNumber: companies.vatNumber,
            municipality: companies.municipality,
            province: companies.province,
            email: companies.email,
            phone: companies.phone,
            createdById: companies.createdById,
            createdByName: creator.username,
            contractsCount,
            lastContractAt,
          })
          .from(companies)
          .innerJoin(agencies, eq(agencies.id, companies.agencyId))
          .leftJoin(creator, eq(creator.id, companies.createdById))
          .where(where)
          .orderBy(sql`${sortColumn} is null`, order(sortColumn), asc(companies.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
    cappedCount(db, companies, where, countCap),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      agency: { id: r.agencyId, name: r.agencyName },
      name: r.name,
      vatNumber: r.vatNumber,
      municipality: r.municipality,
      province: r.province,
      email: r.email,
      phone: r.phone,
      contractsCount: Number(r.contractsCount),
      lastContractAt: r.lastContractAt === null ? null : new Date(r.lastContractAt).toISOString(),
      createdBy: r.createdById === null || r.createdByName === null ? null : { id: r.createdById, username: r.createdByName },
    })),
    ...counted,
  };
}

export async function customerDetail(db: Database, viewer: Viewer, id: number, locale: Locale) {
  const [row] = await db
    .select({ company: companies, agencyName: agencies.name, type: businessTypes })
    .from(companies)
    .innerJoin(agencies, eq(agencies.id, companies.agencyId))
    .leftJoin(businessTypes, eq(businessTypes.id, companies.businessTypeId))
    .where(and(eq(companies.id, id), customerScope(viewer)));
  if (!row) throw new ApiError(404, 'not_found');
  const scope = contractScope(viewer);

  const [signerRows, contractRows, destinations] = await Promise.all([
    db.select(signerColumns).from(signers).where(eq(signers.companyId, id)).orderBy(asc(signers.id)),
    selectSummaries(db)
      .where(and(eq(contracts.companyId, id), scope))
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .limit(200),
    db
      .selectDistinct({
        contactName: shippingDestinations.contactName,
        address: shippingDestinations.address,
        postalCode: shippingDestinations.postalCode,
        town: shippingDestinations.town,
        province: shippingDestinations.province,
      })
      .from(shippingDestinations)
      .innerJoin(contracts, eq(contracts.id, shippingDestinations.contractId))
      .where(and(eq(contracts.companyId, id), scope))
      .orderBy(asc(shippingDestinations.town), asc(shippingDestinations.address)),
  ]);
  const c = row.company;
  return {
    company: companyAnswer(c),
    agency: { id: c.agencyId, name: row.agencyName },
    businessType: row.type ? { id: row.type.id, code: row.type.code, name: locale === 'en' ? row.type.nameEn : row.type.nameIt } : null,
    signers: signerRows,
    addresses: [
      ...(c.address
        ? [{ kind: 'registeredOffice' as const, contactName: null, address: c.address, postalCode: c.postalCode, town: c.municipality, province: c.province }]
        : []),
      ...destinations.map((d) => ({ kind: 'shipping' as const, ...d })),
    ],
    contracts: contractRows.map(toSummary),
  };
}
