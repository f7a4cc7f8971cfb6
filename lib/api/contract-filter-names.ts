import 'server-only';
import { type FilterNames, filterNames, needsFirstDetail } from '../contracts/filter-names';
import type { ContractFilters } from '../contracts/filters';
import type { PortalSession } from '../server/session';
import { getFamilies } from './account';
import { type ContractSummary, getContract } from './contracts';

/** The chips' names for a page of the list: at most one small read each for the families and the first row's lines, only when a filter needs them. */
export async function getFilterNames(session: PortalSession, filters: ContractFilters, items: readonly ContractSummary[]): Promise<FilterNames> {
  const [families, firstDetail] = await Promise.all([
    filters.familyId ? getFamilies(session) : undefined,
    needsFirstDetail(filters) && items[0] ? getContract(session, items[0].id) : null,
  ]);
  return filterNames(filters, { items, firstDetail, families });
}
