// The fourteen metrics as SQL (docs/domain.md, "Statistics"): where each
// reads its rows, what one row of its table is (the dimension) and how each
// measure aggregates. Most read stats_contract_facts `f`; the models' ranking
// reads each contract's lines summed up per model (stats_contract_models, whose
// rows carry their contract's facts under the same names, as `f`). The table builder
// (./grouped-query.ts) groups, totals, shares and sorts them alike.
import { type SQL, sql } from 'drizzle-orm';
import type { ContractStatus } from '../../core/domain/contracts';
import { ACTIVATED_STATUSES, DECIDED_STATUSES, type MeasureKey, type StatsCategory, type StatsDimension } from '../../core/domain/stats';

export interface DimensionSql {
  /** what rows group by, over the source rows */
  key: SQL;
  /** the answer's key from the grouped key `k` (default: k as text) */
  outKey?: (k: SQL) => SQL;
  /** a name from the grouped key `k` (default: the answer's key) */
  label?: (k: SQL) => SQL;
}

export interface MetricPlan {
  /** FROM: the facts as `f`, joined to what the metric reads */
  from: SQL;
  /** the metric's own conditions (e.g. active contracts only) */
  base: SQL[];
  /** the same conditions as present statuses, for the drill-down to the contracts list */
  statuses: readonly ContractStatus[] | null;
  dimensions: Partial<Record<StatsDimension, DimensionSql>>;
  measures: Partial<Record<MeasureKey, SQL>>;
}

const FACTS = sql`stats_contract_facts f`;
const CONTRACT_MODELS = sql`stats_contract_models f`;

/** Seconds between two moments as days; a decision recorded before its submission counts as immediate. */
const days = (from: SQL, to: SQL) => sql`greatest(0, extract(epoch from (${to} - ${from}))) / 86400.0`;
const median = (value: SQL) => sql`percentile_cont(0.5) within group (order by ${value})`;
const p90 = (value: SQL) => sql`percentile_cont(0.9) within group (order by ${value})`;

const count = sql`count(*)`;
const value = sql`coalesce(sum(f.total_value), 0)`;
const approvalRate = sql`100.0 * count(f.approved_at) / nullif(count(f.approved_at) + count(f.refused_at), 0)`;

/** A moment's month as YYYY-MM (UTC). */
export const monthKey = (moment: SQL) => sql`to_char(${moment}, 'YYYY-MM')`;
export const MONTH_KEY = monthKey(sql`f.created_at at time zone 'UTC'`);

const status: DimensionSql = { key: sql`f.status` };
const provider: DimensionSql = {
  key: sql`f.provider_id`,
  outKey: (k) => sql`(select code from credit_providers where id = ${k})`,
  label: (k) => sql`(select name from credit_providers where id = ${k})`,
};
const contractType: DimensionSql = { key: sql`f.contract_type` };
const agent: DimensionSql = {
  key: sql`f.created_by_id`,
  outKey: (k) => sql`coalesce(${k}::text, 'none')`,
  label: (k) => sql`coalesce((select username from users where id = ${k}), '')`,
};
const agency: DimensionSql = { key: sql`f.agency_id`, label: (k) => sql`(select name from agencies where id = ${k})` };
const model: DimensionSql = {
  key: sql`f.model_id`,
  label: (k) => sql`(select brand || ' ' || name from product_models where id = ${k})`,
};

/**
 * Credit decisions, one row each, with their contract's facts as `f` (the
 * filters and the period apply to the contract): a deal resubmitted to
 * another provider counts with every provider that decided it
 * (docs/domain.md, "Credit providers").
 */
const DECISIONS = sql`credit_decisions d join stats_contract_facts f on f.contract_id = d.contract_id join credit_providers dp on dp.code = d.provider_code`;
const decisionProvider: DimensionSql = { ...provider, key: sql`dp.id` };
const providerApproved = sql`count(*) filter (where d.outcome = 'preApprovated')`;
const providerRefused = sql`count(*) filter (where d.outcome = 'refused')`;

const facts = (dimensions: MetricPlan['dimensions'], measures: MetricPlan['measures'], extra: Partial<MetricPlan> = {}): MetricPlan => ({
  from: FACTS,
  base: [],
  statuses: null,
  dimensions,
  measures,
  ...extra,
});

const decision = days(sql`f.submitted_at`, sql`least(f.approved_at, f.refused_at)`);
const activation = days(sql`f.approved_at`, sql`f.activated_at`);

/** Every metric computed by the grouped query; top-extras and activity have their own (./extras.ts, ./activity.ts). */
export const METRIC_PLANS: Partial<Record<StatsCategory, Record<string, MetricPlan>>> = {
  'overall-performance': {
    contracts: facts({ status }, { contracts: count, value, overridden: sql`count(f.overridden_at)` }),
    'total-value': facts({ provider }, { value, contracts: count }),
    'monthly-revenue': facts(
      { provider },
      { monthlyRevenue: sql`coalesce(sum(f.monthly_payment), 0)`, contracts: count },
      { base: [sql`f.status = 'active'`], statuses: ['active'] },
    ),
    'approval-rate': facts(
      { provider },
      { approvalRate, approved: sql`count(f.approved_at)`, refused: sql`count(f.refused_at)` },
      { base: [sql`(f.approved_at is not null or f.refused_at is not null)`], statuses: DECIDED_STATUSES },
    ),
    'average-value': facts({ contractType }, { averageValue: sql`avg(f.total_value)`, contracts: count }),
    'average-duration': facts({ contractType }, { averageDuration: sql`avg(f.duration_months)`, contracts: count }),
  },
  'efficiency-metrics': {
    'time-to-decision': facts(
      { provider },
      { medianDays: median(decision), p90Days: p90(decision), decided: count },
      { base: [sql`f.submitted_at is not null and (f.approved_at is not null or f.refused_at is not null)`], statuses: DECIDED_STATUSES },
    ),
    'time-to-activation': facts(
      { provider },
      { medianDays: median(activation), p90Days: p90(activation), activated: count },
      { base: [sql`f.approved_at is not null and f.activated_at is not null`], statuses: ACTIVATED_STATUSES },
    ),
  },
  'sales-performance': {
    'by-agent': facts({ agent }, { value, contracts: count, approvalRate }),
    'by-agency': facts({ agency }, { value, contracts: count, approvalRate }),
    'by-provider': facts(
      { provider: decisionProvider },
      {
        approvalRate: sql`100.0 * ${providerApproved} / nullif(${providerApproved} + ${providerRefused}, 0)`,
        approved: providerApproved,
        refused: providerRefused,
        decisions: count,
      },
      { from: DECISIONS },
    ),
    // The choices at the end of the term (docs/domain.md, "End of term"): extended and upgraded out of every choice recorded.
    'end-of-term': {
      from: sql`stats_contract_facts f join contract_end_of_term e on e.contract_id = f.contract_id`,
      base: [],
      statuses: null,
      dimensions: { agency },
      measures: {
        renewalRate: sql`100.0 * count(*) filter (where e.outcome = 'extend') / nullif(count(*), 0)`,
        upgradeRate: sql`100.0 * count(*) filter (where e.outcome = 'upgrade') / nullif(count(*), 0)`,
        endOfTermChoices: count,
      },
    },
  },
  'ranking-products': {
    'top-models': {
      from: CONTRACT_MODELS,
      base: [],
      statuses: null,
      dimensions: { model },
      measures: {
        units: sql`coalesce(sum(f.units), 0)`,
        value: sql`coalesce(sum(f.value), 0)`,
        contracts: sql`count(distinct f.contract_id)`,
      },
    },
  },
};
