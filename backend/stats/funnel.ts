// GET /api/Statistics/Funnel: of the contracts created in the period, how
// many were submitted (reached `created`), approved and activated, what each
// stage lost, and why contracts were refused: the credit provider's reason of
// its refusal (manual_review when an administrator refused by hand), or the
// customer's refusal (docs/domain.md, "Statistics").
import { sql } from 'drizzle-orm';
import type { ContractStatus } from '../../core/domain/contracts';
import { ACTIVATED_STATUSES, APPROVED_OR_LATER, FUNNEL_STAGES, SUBMITTED_STATUSES } from '../../core/domain/stats';
import type { StatsFunnel, StatsFunnelQuery } from '../../core/schemas/stats';
import type { Viewer } from '../auth/actor';
import { rowsOf } from '../db/rows';
import type { AppDeps } from '../deps';
import { drillOf } from './drill';
import { resolveCardPeriod } from './period';
import { filterOf } from './table';
import { factsWhere } from './where';

/** The present statuses of the contracts that reached each stage (the transition table has no way back). */
const STAGE_STATUSES: Record<(typeof FUNNEL_STAGES)[number], readonly ContractStatus[] | null> = {
  quotes: null,
  submitted: SUBMITTED_STATUSES,
  approved: APPROVED_OR_LATER,
  active: ACTIVATED_STATUSES,
};

export async function statsFunnel(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: Viewer, query: StatsFunnelQuery): Promise<StatsFunnel> {
  const { period } = resolveCardPeriod(query, deps.clock().toISOString().slice(0, 10));
  const filter = filterOf(query);
  const where = factsWhere(viewer, filter, period);
  const [counts] = rowsOf<Record<string, unknown>>(
    await deps.db.execute(sql`
      select count(*) as quotes, count(f.submitted_at) as submitted, count(f.approved_at) as approved, count(f.activated_at) as active
      from stats_contract_facts f where ${where}`),
  );
  const refusals = rowsOf<{ reason: string; contracts: unknown }>(
    await deps.db.execute(sql`
      select reason, count(*) as contracts from (
        select coalesce((
          select d.reason from credit_decisions d where d.contract_id = f.contract_id and d.outcome = 'refused' order by d.decided_at desc limit 1
        ), 'manual_review') as reason
        from stats_contract_facts f where ${where} and f.refused_at is not null
        union all
        select 'refusedByCustomer' from stats_contract_facts f where ${where} and f.status = 'refusedByCustomer'
      ) r
      group by reason order by contracts desc, reason`),
  );
  const values = FUNNEL_STAGES.map((stage) => Number(counts?.[stage] ?? 0));
  return {
    period,
    stages: FUNNEL_STAGES.map((stage, i) => {
      const before = i === 0 ? null : values[i - 1]!;
      return {
        stage,
        contracts: values[i]!,
        dropOff: before ? (100 * (before - values[i]!)) / before : null,
        drill: drillOf(filter, period, STAGE_STATUSES[stage]),
      };
    }),
    refusals: refusals.map((r) => ({ reason: r.reason, contracts: Number(r.contracts) })),
  };
}
