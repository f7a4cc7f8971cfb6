// Statistics (docs/domain.md, "Statistics"): a narrow copy of each contract
// with the moments its history reached (submitted, approved, refused, active),
// so that every metric reads one small table instead of the wide contracts
// and their status history. Triggers keep it (migration 0011, hand-written
// block); the usual time per agency and status of the stalled deals is
// measured from the history at most once a day.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contractStatus, contractType, contracts } from './schema-contracts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const moment = (name: string) => timestamp(name, { withTimezone: true });

export const statsContractFacts = pgTable(
  'stats_contract_facts',
  {
    contractId: integer('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').notNull(),
    createdById: integer('created_by_id'),
    providerId: integer('provider_id').notNull(),
    contractType: contractType('contract_type').notNull(),
    status: contractStatus('status').notNull(),
    archived: boolean('archived').notNull(),
    durationMonths: integer('duration_months').notNull(),
    totalValue: money('total_value').notNull(),
    monthlyPayment: money('monthly_payment').notNull(),
    createdAt: moment('created_at').notNull(),
    lastStatusChangeAt: moment('last_status_change_at').notNull(),
    /** first time the contract became `created`: handed over for the credit evaluation */
    submittedAt: moment('submitted_at'),
    approvedAt: moment('approved_at'),
    refusedAt: moment('refused_at'),
    activatedAt: moment('activated_at'),
    /** first move that stepped past missing facts (docs/domain.md, "Overrides") */
    overriddenAt: moment('overridden_at'),
  },
  (t) => [
    index('stats_contract_facts_created_idx').on(t.createdAt),
    index('stats_contract_facts_agency_created_idx').on(t.agencyId, t.createdAt),
    // The stalled deals: open contracts, oldest change first.
    index('stats_contract_facts_open_idx')
      .on(t.status, t.lastStatusChangeAt)
      .where(sql`${t.archived} = false`),
  ],
);

/** How long contracts usually stay in a status (three in four leave sooner), per agency; agencyId null: every agency. */
export const statsStatusNorms = pgTable('stats_status_norms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  agencyId: integer('agency_id'),
  status: contractStatus('status').notNull(),
  usualSeconds: doublePrecision('usual_seconds').notNull(),
  stays: integer('stays').notNull(),
  measuredAt: moment('measured_at').notNull(),
});

// The product rankings read each contract's lines summed up: per contract and
// model (units, value, lines, and the lines that carry an accessory), and per
// contract and extra (an accessory or a guarantee tier: units, value, and the
// lines that carry it), each row with its contract's facts that the filters and
// periods read (same column names as stats_contract_facts, so one WHERE serves
// both). Statement-level triggers keep them (hand-written block of the
// migration): a ranking reads one narrow table, no join.
const contractFacts = {
  contractId: integer('contract_id')
    .notNull()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  agencyId: integer('agency_id').notNull(),
  createdById: integer('created_by_id'),
  providerId: integer('provider_id').notNull(),
  status: contractStatus('status').notNull(),
  createdAt: moment('created_at').notNull(),
};

export const statsContractModels = pgTable(
  'stats_contract_models',
  {
    ...contractFacts,
    modelId: integer('model_id'),
    units: integer('units').notNull(),
    value: money('value').notNull(),
    lines: integer('lines').notNull(),
    linesWithAccessory: integer('lines_with_accessory').notNull(),
  },
  (t) => [index('stats_contract_models_contract_idx').on(t.contractId), index('stats_contract_models_created_idx').on(t.createdAt)],
);

export const statsContractExtras = pgTable(
  'stats_contract_extras',
  {
    ...contractFacts,
    /** accessory:<id> or service:<tier> */
    key: text('key').notNull(),
    accessoryId: integer('accessory_id'),
    tier: text('tier'),
    units: integer('units').notNull(),
    value: money('value').notNull(),
    /** product lines of the contract that carry it */
    lines: integer('lines').notNull(),
  },
  (t) => [index('stats_contract_extras_contract_idx').on(t.contractId), index('stats_contract_extras_created_idx').on(t.createdAt)],
);

/** The lifecycle's milestones (core/lifecycle/status-groups.ts, MILESTONES), filled at every start: the statistics' triggers read them. */
export const contractMilestones = pgTable('contract_milestones', {
  milestone: text('milestone').primaryKey(),
  status: contractStatus('status').notNull(),
});
