// Spreadsheet imports: one row per uploaded file. The dry run stores the
// validated rows and the per-row report; the commit applies those rows in
// one transaction. The state lives here, not in a process, so a page reload
// during an import finds it again.
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { IMPORT_KINDS, IMPORT_STATUSES } from '../../core/domain/imports';
import { agencies, users } from './schema-parties';
import { createdAt } from './schema-columns';

export const importKind = pgEnum('import_kind', IMPORT_KINDS);
export const importStatus = pgEnum('import_status', IMPORT_STATUSES);

export const importJobs = pgTable(
  'import_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: importKind('kind').notNull(),
    status: importStatus('status').notNull(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    /** { created, changed, unchanged, errors } */
    counts: jsonb('counts').notNull(),
    /** one entry per data row: sheet, row, key, action and error codes (worded in the reader's language when answered) */
    report: jsonb('report').notNull(),
    /** the validated rows the commit applies; emptied once applied */
    rows: jsonb('rows'),
    /** what the commit created (ids) and the rows it changed as they were before: what an undo reverts */
    undo: jsonb('undo'),
    createdAt: createdAt(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_created_idx').on(t.createdAt)],
);
