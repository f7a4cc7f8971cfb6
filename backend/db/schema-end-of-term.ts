// The end of a contract's term (docs/domain.md, "End of term"): the choice
// recorded per contract (return, extend, upgrade) and the reminders sent, one
// row per contract, reminder point and recipient, so a run never sends one twice.
import { index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { END_OF_TERM_OUTCOMES } from '../../core/end-of-term/outcomes';
import { contracts } from './schema-contracts';
import { users } from './schema-parties';

export const endOfTermOutcome = pgEnum('end_of_term_outcome', END_OF_TERM_OUTCOMES);

export const contractEndOfTerm = pgTable(
  'contract_end_of_term',
  {
    contractId: integer('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    outcome: endOfTermOutcome('outcome').notNull(),
    chosenById: integer('chosen_by_id').references(() => users.id, { onDelete: 'set null' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
    /** extend: months added to the term, and the monthly payment from the old end on */
    extensionMonths: integer('extension_months'),
    extensionMonthlyPayment: numeric('extension_monthly_payment', { precision: 14, scale: 2, mode: 'number' }),
    /** upgrade: the contract submitted from the quote; its activation closes this one */
    replacementContractId: integer('replacement_contract_id').references(() => contracts.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('contract_end_of_term_replacement_idx').on(t.replacementContractId), index('contract_end_of_term_outcome_idx').on(t.outcome)],
);

export const endOfTermReminders = pgTable(
  'end_of_term_reminders',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** the reminder point: days before the notice deadline */
    daysBefore: integer('days_before').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** agent, or company (a user of the customer company) */
    recipient: text('recipient').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.daysBefore, t.userId] })],
);
