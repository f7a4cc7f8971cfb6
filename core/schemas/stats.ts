// Queries and answers of /api/Statistics (docs/domain.md, "Statistics"): one
// table per metric in a focus, the cards that compare a period with the one
// before, the funnel and the stalled deals. Filters and periods are the same
// everywhere, so an export or a drill-down selects what the table counted.
import { z } from 'zod';
import { CONTRACT_TYPES } from '../domain/catalogue';
import { CONTRACT_STATUSES } from '../domain/contracts';
import { FUNNEL_STAGES, MEASURE_KEYS, STATS_CATEGORIES, STATS_FOCUSES, STATS_METRIC_IDS, type StatsDimension } from '../domain/stats';
import { IdParam, isoDate, multi, text } from './fields';
import { pathParam } from './params';

const DIMENSIONS = ['status', 'provider', 'contractType', 'agent', 'agency', 'model', 'extra', 'user', 'month'] as const satisfies readonly StatsDimension[];

/** What narrows the contracts counted: the same filters on every statistic. */
export const StatsFilterSchema = z.object({
  status: multi(CONTRACT_STATUSES).meta({ description: 'Present status, one or more (repeated or comma-separated)' }),
  agencyId: IdParam.optional().meta({ description: 'One agency' }),
  provider: text(20).optional().meta({ description: 'Credit provider code, e.g. GRENKE' }),
  familyId: IdParam.optional().meta({ description: 'Contracts with a product of this family' }),
  accessoryId: IdParam.optional().meta({ description: 'Contracts with this accessory' }),
});

/** From and to are days (UTC, as the contracts list takes them), both inclusive; from after to answers invalid_date_range. */
export const StatsPeriodSchema = z.object({
  from: isoDate.optional().meta({ description: 'First day of creation, inclusive' }),
  to: isoDate.optional().meta({ description: 'Last day of creation, inclusive' }),
});

const orderedPeriod = <T extends { from?: string; to?: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalid_date_range' });
};

export const StatsTableQuerySchema = StatsFilterSchema.extend(StatsPeriodSchema.shape)
  .extend({
    focus: z.enum(STATS_FOCUSES).default('all').meta({ description: 'annual: month by month of a year; all: totals; perc: shares of the total' }),
    year: z.coerce.number().int().min(2000).max(2100).optional().meta({ description: 'annual focus: the year (default: this year)' }),
    sort: z
      .enum(['label', ...MEASURE_KEYS])
      .optional()
      .meta({ description: "A measure of the metric, or label; another metric's measure keeps the default order" }),
    direction: z.enum(['asc', 'desc']).optional(),
  })
  .superRefine(orderedPeriod);
export type StatsTableQuery = z.infer<typeof StatsTableQuerySchema>;

export const StatsExportQuerySchema = StatsTableQuerySchema.safeExtend({
  locale: z.enum(['it', 'en']).optional().meta({ description: 'Language of headings and labels; default from Accept-Language' }),
});

export const StatsCardsQuerySchema = StatsFilterSchema.extend(StatsPeriodSchema.shape)
  .extend({
    category: z
      .enum(STATS_CATEGORIES)
      .optional()
      .meta({ description: 'One card per metric of this category; without it, one per category (its first metric)' }),
  })
  .superRefine(orderedPeriod);
export type StatsCardsQuery = z.infer<typeof StatsCardsQuerySchema>;

export const StatsFunnelQuerySchema = StatsFilterSchema.extend(StatsPeriodSchema.shape).superRefine(orderedPeriod);
export type StatsFunnelQuery = z.infer<typeof StatsFunnelQuerySchema>;

export const StatsStalledQuerySchema = StatsFilterSchema;
export type StatsFilter = z.infer<typeof StatsFilterSchema>;

export const StatsMetricParamsSchema = z.object({
  category: pathParam('category', 'overall-performance', 40),
  metric: pathParam('metric', 'contracts', 40),
});

const day = z.string().meta({ format: 'date' });
export const StatsPeriodAnswerSchema = z
  .object({ from: day.nullable(), to: day.nullable() })
  .meta({ id: 'StatsPeriod', description: 'Days of creation, inclusive; null: unbounded' });

/** The contracts list's filters (GET …/Contracts) that select a row's contracts: where a drill-down goes. */
export const ContractDrillSchema = z
  .object({
    status: z.array(z.enum(CONTRACT_STATUSES)).optional(),
    type: z.array(z.enum(CONTRACT_TYPES)).optional(),
    provider: z.string().optional(),
    agencyId: z.number().int().optional(),
    agentId: z.number().int().optional(),
    familyId: z.number().int().optional(),
    modelId: z.number().int().optional(),
    accessoryId: z.number().int().optional(),
    createdFrom: day.optional(),
    createdTo: day.optional(),
  })
  .meta({ id: 'ContractDrill', description: 'Filters of GET /api/Agency/{agencyId}/Contracts (with archived=all) selecting these contracts' });
export type ContractDrill = z.infer<typeof ContractDrillSchema>;

const StatsValueSchema = z.union([z.number(), z.string(), z.null()]).meta({ description: 'A number; lastSeen a date-time; null where nothing was measured' });
const StatsValuesSchema = z.record(z.string(), StatsValueSchema).meta({ id: 'StatsValues', description: 'Measure key → value' });

export const StatsRowSchema = z
  .object({
    key: z.string().meta({ description: 'Status, provider code, contract type, user/agency/model id, accessory:id or service:TIER, or YYYY-MM' }),
    label: z.string().meta({ description: 'A name, or the key where the portal words it (statuses, types, months)' }),
    values: StatsValuesSchema,
    contracts: ContractDrillSchema.nullable().meta({ description: 'null: no contracts list shows this row (sign-ins, guarantee tiers)' }),
  })
  .meta({ id: 'StatsRow' });

export const StatsMeasureSchema = z
  .object({
    key: z.enum(MEASURE_KEYS),
    kind: z.enum(['count', 'money', 'percent', 'months', 'days', 'date']),
    share: z.boolean().meta({ description: 'perc focus: the values are percentages of the column total' }),
  })
  .meta({ id: 'StatsMeasure' });

export const StatsTableSchema = z
  .object({
    category: z.enum(STATS_CATEGORIES),
    metric: z.enum(STATS_METRIC_IDS as [string, ...string[]]),
    focus: z.enum(STATS_FOCUSES),
    dimension: z.enum(DIMENSIONS),
    period: StatsPeriodAnswerSchema,
    previousPeriod: StatsPeriodAnswerSchema.nullable().meta({ description: 'The period of equal length just before; null for all time' }),
    measures: z.array(StatsMeasureSchema),
    rows: z.array(StatsRowSchema),
    totals: StatsValuesSchema,
    // a union rather than .nullable(): the document writes a nullable reference as allOf, which refuses null
    previousTotals: z.union([StatsValuesSchema, z.null()]).meta({ description: "The previous period's totals; null when there is none" }),
    truncated: z.boolean().meta({ description: 'Rankings: more rows than the answer holds' }),
    contracts: ContractDrillSchema.nullable().meta({ description: "The table's contracts; null when the filters and the metric exclude each other" }),
  })
  .meta({ id: 'StatsTable' });
export type StatsTable = z.infer<typeof StatsTableSchema>;
export type StatsRow = z.infer<typeof StatsRowSchema>;
export type StatsValues = z.infer<typeof StatsValuesSchema>;

export const StatsCardSchema = z
  .object({
    category: z.enum(STATS_CATEGORIES),
    metric: z.enum(STATS_METRIC_IDS as [string, ...string[]]),
    measure: z.enum(MEASURE_KEYS),
    kind: z.enum(['count', 'money', 'percent', 'months', 'days', 'date']),
    lowerIsBetter: z.boolean(),
    value: z.number().nullable(),
    previous: z.number().nullable(),
  })
  .meta({ id: 'StatsCard' });

export const StatsCardsSchema = z
  .object({ period: StatsPeriodAnswerSchema, previousPeriod: StatsPeriodAnswerSchema, cards: z.array(StatsCardSchema) })
  .meta({ id: 'StatsCards' });
export type StatsCards = z.infer<typeof StatsCardsSchema>;
export type StatsCard = z.infer<typeof StatsCardSchema>;

export const StatsFunnelSchema = z
  .object({
    period: StatsPeriodAnswerSchema,
    stages: z.array(
      z.object({
        stage: z.enum(FUNNEL_STAGES),
        contracts: z.number().int(),
        dropOff: z.number().nullable().meta({ description: 'Percent of the previous stage lost here; null for the first stage or an empty one before' }),
        drill: ContractDrillSchema.nullable(),
      }),
    ),
    refusals: z.array(
      z.object({
        reason: z.string().meta({ description: "The credit provider's reason code, manual_review, or refusedByCustomer" }),
        contracts: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'StatsFunnel' });
export type StatsFunnel = z.infer<typeof StatsFunnelSchema>;

export const StalledDealSchema = z
  .object({
    contractId: z.number().int(),
    number: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    agency: z.object({ id: z.number().int(), name: z.string() }),
    companyName: z.string().nullable(),
    since: z.string().meta({ format: 'date-time', description: 'When it reached its present status' }),
    days: z.number().meta({ description: 'Days in the present status' }),
    usualDays: z.number().meta({
      description:
        "When the deal counts as stalled: the agency's usual time in that status (three in four contracts moved on sooner), at least STALLED_FLOOR_DAYS",
    }),
  })
  .meta({ id: 'StalledDeal' });

export const StalledDealsSchema = z
  .object({ total: z.number().int(), items: z.array(StalledDealSchema), usualFrom: z.string().nullable().meta({ format: 'date-time' }) })
  .meta({ id: 'StalledDeals', description: 'The most overdue first; usualFrom: when the usual times were last measured' });
export type StalledDeals = z.infer<typeof StalledDealsSchema>;
