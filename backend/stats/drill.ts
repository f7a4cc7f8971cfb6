// Where a click on a table, a row or a bar goes: the contracts-list filters
// (GET …/Contracts, archived=all) that select the same contracts the
// statistic counted. Pure.
import type { ContractType } from '../../core/domain/catalogue';
import type { ContractStatus } from '../../core/domain/contracts';
import type { StatsDimension } from '../../core/domain/stats';
import type { ContractDrill, StatsFilter } from '../../core/schemas/stats';
import { type Period, monthBounds } from './period';

/** The filters and period, with the metric's own statuses; null when the two exclude each other. */
export function drillOf(filter: StatsFilter, period: Period, metricStatuses: readonly ContractStatus[] | null): ContractDrill | null {
  const asked = filter.status?.length ? filter.status : null;
  const status = asked && metricStatuses ? asked.filter((s) => metricStatuses.includes(s)) : (asked ?? metricStatuses);
  if (status && status.length === 0) return null;
  const drill: ContractDrill = {};
  if (status) drill.status = [...status];
  if (filter.agencyId) drill.agencyId = filter.agencyId;
  if (filter.provider) drill.provider = filter.provider.toUpperCase();
  if (filter.familyId) drill.familyId = filter.familyId;
  if (filter.accessoryId) drill.accessoryId = filter.accessoryId;
  if (period.from) drill.createdFrom = period.from;
  if (period.to) drill.createdTo = period.to;
  return drill;
}

const idOf = (key: string) => (/^\d{1,10}$/.test(key) ? Number(key) : null);
const later = (a: string | undefined, b: string) => (a && a > b ? a : b);
const earlier = (a: string | undefined, b: string) => (a && a < b ? a : b);

/** One row's contracts: the table's, narrowed to the row's item; null where no list filter names it (a guarantee tier, a deleted user). */
export function rowDrill(base: ContractDrill, dimension: StatsDimension, key: string): ContractDrill | null {
  switch (dimension) {
    case 'status':
      return { ...base, status: [key as ContractStatus] };
    case 'contractType':
      return { ...base, type: [key as ContractType] };
    case 'provider':
      return { ...base, provider: key };
    case 'month': {
      const month = monthBounds(key);
      return { ...base, createdFrom: later(base.createdFrom, month.from!), createdTo: earlier(base.createdTo, month.to!) };
    }
    case 'agent':
    case 'user':
      return idOf(key) === null ? null : { ...base, agentId: idOf(key)! };
    case 'agency':
      return idOf(key) === null ? null : { ...base, agencyId: idOf(key)! };
    case 'model':
      return idOf(key) === null ? null : { ...base, modelId: idOf(key)! };
    case 'extra': {
      const accessory = key.startsWith('accessory:') ? idOf(key.slice('accessory:'.length)) : null;
      return accessory === null ? null : { ...base, accessoryId: accessory };
    }
  }
}
