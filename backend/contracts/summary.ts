// The columns every contract answer starts from (list rows and the detail's
// head), selected in one query with the agency, provider and creator. The
// company and signers are the contract's own copy (docs/domain.md).
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { agencies, contracts, creditProviders, users } from '../db/schema';
import type { ContractSummary } from '../../core/schemas/contracts-answers';

const creator = alias(users, 'creator');

/** The signer who signs for the company: the first one named on the contract. */
const customerName = sql<string | null>`(${contracts.signers} -> 0 ->> 'name') || ' ' || (${contracts.signers} -> 0 ->> 'surname')`;

export const summaryColumns = {
  id: contracts.id,
  number: contracts.number,
  status: contracts.status,
  archived: contracts.archived,
  contractType: contracts.contractType,
  agencyId: agencies.id,
  agencyName: agencies.name,
  providerId: creditProviders.id,
  providerCode: creditProviders.code,
  providerName: creditProviders.name,
  durationMonths: contracts.durationMonths,
  monthlyPayment: contracts.monthlyPayment,
  totalValue: contracts.totalValue,
  companyId: contracts.companyId,
  companyName: contracts.companyName,
  companyVat: contracts.companyVatNumber,
  customerName,
  creatorId: creator.id,
  creatorName: creator.username,
  createdAt: contracts.createdAt,
  lastStatusChangeAt: contracts.lastStatusChangeAt,
  closingDate: contracts.closingDate,
  notes: contracts.notes,
};

/** contracts with what a summary shows; add where, order and limit. */
export function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(contracts)
    .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
    .innerJoin(creditProviders, eq(creditProviders.id, contracts.providerId))
    .leftJoin(creator, eq(creator.id, contracts.createdById));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

export function toSummary(row: SummaryRow): ContractSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    archived: row.archived,
    contractType: row.contractType,
    agency: { id: row.agencyId, name: row.agencyName },
    provider: { id: row.providerId, code: row.providerCode, name: row.providerName },
    durationMonths: row.durationMonths,
    monthlyPayment: row.monthlyPayment,
    totalValue: row.totalValue,
    company: row.companyId === null ? null : { id: row.companyId, name: row.companyName!, vatNumber: row.companyVat! },
    customerName: row.customerName,
    createdBy: row.creatorId === null ? null : { id: row.creatorId, username: row.creatorName! },
    createdAt: row.createdAt.toISOString(),
    lastStatusChangeAt: row.lastStatusChangeAt.toISOString(),
    closingDate: row.closingDate,
    notes: row.notes,
  };
}
