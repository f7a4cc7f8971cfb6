// The running contracts with their term (docs/domain.md, "End of term"), as
// one SQL CTE `terms` that the list, its export, one contract's term and the
// reminders read: the start date (the delivery day; for data that reached
// active without one, the day of its move to active in Rome), the months
// with any extension, the end date and the notice deadline from the
// database's functions (migration end-of-term, the same rules as
// core/end-of-term/dates.ts), and the choice recorded.
import { type SQL, and, eq, ilike, or, sql } from 'drizzle-orm';
import type { EndOfTermListQuery, EndOfTermRow } from '../../core/schemas/end-of-term';
import type { EndOfTermOutcome } from '../../core/end-of-term/outcomes';
import { daysBetween } from '../../core/validation/day-arithmetic';
import type { Viewer } from '../auth/actor';
import { contractScope } from '../auth/data-scope';
import { likePattern } from '../db/list-filters';
import { agencies, contractEndOfTerm, contractStatusHistory, contracts, systemParameters } from '../db/schema';

export type TermFilters = Partial<Pick<EndOfTermListQuery, 'q' | 'agencyId' | 'agentId'>>;

export interface TermRowData {
  id: number;
  number: string;
  agency_id: number;
  agency_name: string;
  agent_id: number | null;
  agent_name: string | null;
  company_id: number | null;
  company_name: string | null;
  start_text: string;
  months: number;
  financed: string | number;
  provider_id: number;
  monthly: string | number;
  end_date: string;
  deadline: string;
  outcome: EndOfTermOutcome | null;
  chosen_at: string | Date | null;
  chosen_by_id: number | null;
  chosen_by_name: string | null;
  extension_months: number | null;
  extension_monthly: string | number | null;
  replacement_id: number | null;
  replacement_number: string | null;
}

/** `scope`: the viewer's data scope, or none (the reminders job reads every agency). */
export function termsCte(scope: { viewer: Viewer } | 'all', filters: TermFilters = {}, only?: number): SQL {
  const parts: (SQL | undefined)[] = [sql`${contracts.status} = 'active'`, sql`not ${contracts.archived}`];
  if (scope !== 'all') parts.push(contractScope(scope.viewer));
  if (only !== undefined) parts.push(eq(contracts.id, only));
  if (filters.agencyId) parts.push(eq(contracts.agencyId, filters.agencyId));
  if (filters.agentId) parts.push(eq(contracts.createdById, filters.agentId));
  if (filters.q) parts.push(or(ilike(contracts.number, likePattern(filters.q)), ilike(contracts.companyName, likePattern(filters.q))));
  return sql`
    with notice as (
      select coalesce((select ${systemParameters.value}::int from ${systemParameters} where ${systemParameters.key} = 'endOfTermNoticeDays'), 90) as days
    ),
    started as (
      select ${contracts.id} as id, ${contracts.number} as number, ${contracts.agencyId} as agency_id, ${agencies.name} as agency_name,
        ${contracts.createdById} as agent_id, agent.username as agent_name, ${contracts.companyId} as company_id,
        ${contracts.companyName} as company_name, ${contracts.financedAmount} as financed, ${contracts.providerId} as provider_id,
        ${contracts.monthlyPayment} as monthly,
        coalesce(${contracts.startDate}, (select min(${contractStatusHistory.changedAt} at time zone 'Europe/Rome')::date
          from ${contractStatusHistory} where ${contractStatusHistory.contractId} = ${contracts.id} and ${contractStatusHistory.toStatus} = 'active')) as start_day,
        ${contracts.durationMonths} + coalesce(${contractEndOfTerm.extensionMonths}, 0) as months,
        ${contractEndOfTerm.outcome} as outcome, ${contractEndOfTerm.chosenAt} as chosen_at, ${contractEndOfTerm.chosenById} as chosen_by_id,
        chooser.username as chosen_by_name, ${contractEndOfTerm.extensionMonths} as extension_months,
        ${contractEndOfTerm.extensionMonthlyPayment} as extension_monthly, replacement.id as replacement_id, replacement.number as replacement_number
      from ${contracts}
      join ${agencies} on ${eq(agencies.id, contracts.agencyId)}
      left join users agent on agent.id = ${contracts.createdById}
      left join ${contractEndOfTerm} on ${eq(contractEndOfTerm.contractId, contracts.id)}
      left join users chooser on chooser.id = ${contractEndOfTerm.chosenById}
      left join contracts replacement on replacement.id = ${contractEndOfTerm.replacementContractId}
      where ${and(...parts)}
    ),
    terms as (
      select started.*, start_day::text as start_text, end_of_term_end(start_day, months)::text as end_date,
        end_of_term_deadline(start_day, months, notice.days)::text as deadline
      from started cross join notice
      where start_day is not null
    )`;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function toTermRow(r: TermRowData, today: string): EndOfTermRow {
  return {
    contractId: Number(r.id),
    number: r.number,
    agency: { id: Number(r.agency_id), name: r.agency_name },
    agent: r.agent_id === null ? null : { id: Number(r.agent_id), username: r.agent_name ?? '' },
    companyName: r.company_name,
    startDate: r.start_text,
    durationMonths: Number(r.months),
    endDate: r.end_date,
    noticeDeadline: r.deadline,
    daysToDeadline: daysBetween(today, r.deadline),
    monthlyPayment: Number(r.monthly),
    choice:
      r.outcome === null
        ? null
        : {
            outcome: r.outcome,
            chosenAt: iso(r.chosen_at!),
            chosenBy: r.chosen_by_id === null ? null : { id: Number(r.chosen_by_id), username: r.chosen_by_name ?? '' },
            extensionMonths: r.extension_months === null ? null : Number(r.extension_months),
            extensionMonthlyPayment: r.extension_monthly === null ? null : Number(r.extension_monthly),
            replacement: r.replacement_id === null ? null : { id: Number(r.replacement_id), number: r.replacement_number ?? '' },
          },
  };
}
