import type { ContractDetail, ContractSummary } from '../../core/schemas/contracts-answers';
import type { ContractFilters } from './filters';

// The names a filter chip shows instead of a number: an agency, agent,
// customer or credit provider is named by the rows it narrowed the list to;
// a model or accessory by the first row's lines (every row carries it); a
// family by the catalogue's families. Absent: nothing names it (no rows), and
// the chip falls back to the number.

export interface FilterNames {
  agency?: string;
  agent?: string;
  customer?: string;
  provider?: string;
  family?: string;
  model?: string;
  accessory?: string;
}

interface Sources {
  items: readonly ContractSummary[];
  /** the first row's detail, read only when a model or an accessory filters the list */
  firstDetail?: Pick<ContractDetail, 'items'> | null;
  families?: readonly { id: number; name: string }[];
}

export function filterNames(filters: ContractFilters, { items, firstDetail, families }: Sources): FilterNames {
  const first = items[0];
  const lines = firstDetail?.items ?? [];
  const names: FilterNames = {
    agency: filters.agencyId ? first?.agency.name : undefined,
    agent: filters.agentId ? first?.createdBy?.username : undefined,
    customer: filters.customerId ? first?.company?.name : undefined,
    provider: filters.provider ? first?.provider.name : undefined,
    family: filters.familyId ? families?.find((family) => family.id === filters.familyId)?.name : undefined,
    model: filters.modelId ? lines.find((line) => line.kind === 'product' && line.modelId === filters.modelId)?.name : undefined,
    accessory: filters.accessoryId ? lines.find((line) => line.kind === 'accessory' && line.accessoryId === filters.accessoryId)?.name : undefined,
  };
  return Object.fromEntries(Object.entries(names).filter(([, name]) => name)) as FilterNames;
}

/** Whether the chips need the first row's lines (a model or an accessory filters the list). */
export const needsFirstDetail = (filters: ContractFilters) => filters.modelId !== undefined || filters.accessoryId !== undefined;
