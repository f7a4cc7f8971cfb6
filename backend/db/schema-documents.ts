// The documents a "missing documents" decision asks for, as uploaded on the
// contract (docs/domain.md, "Missing documents"): the file in the file
// storage, who sent it and when, and the back office's review with its note.
// A rejected upload stays on record; the next one is a new row.
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../../core/domain/contract-documents';
import { contracts } from './schema-contracts';
import { users } from './schema-parties';

export const documentKind = pgEnum('contract_document_kind', DOCUMENT_KINDS);
export const documentStatus = pgEnum('contract_document_status', DOCUMENT_STATUSES);
export const documentType = pgEnum('contract_document_type', DOCUMENT_TYPES);

export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: documentKind('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    /** what the bytes were found to be, never what the name said */
    contentType: documentType('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** the uploader's language: a rejection's e-mail to them is written in it */
    locale: text('locale').notNull().default('it'),
    status: documentStatus('status').notNull().default('pending'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
  },
  (t) => [index('contract_documents_contract_idx').on(t.contractId, t.uploadedAt)],
);
