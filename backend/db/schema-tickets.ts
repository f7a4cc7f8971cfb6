// Tickets (docs/domain.md, "Tickets"): support and extended-warranty requests
// on a product unit of a contract in force, their history (opening, status
// changes with notes, deletion), their attachments in the file storage, and
// the extended-warranty questionnaires per model category.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgEnum, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ATTACHMENT_TYPES, QUESTION_KINDS, TICKET_EVENTS, TICKET_KINDS, TICKET_STATUSES } from '../../core/domain/tickets';
import type { SupportTicketFields, WarrantyTicketFields } from '../../core/schemas/tickets';
import type { GuaranteeTier } from '../../core/domain/catalogue';
import type { ExtensionOutcomeAnswer } from '../../core/schemas/tickets-answers';
import type { OfferState } from '../../core/tickets/warranty-offer';
import { modelCategory } from './schema-catalogue';
import { createdAt, updatedAt } from './schema-columns';
import { contractProducts, contracts } from './schema-contracts';
import { agencies, companies, users } from './schema-parties';

export const ticketStatus = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketKind = pgEnum('ticket_kind', TICKET_KINDS);
export const ticketEvent = pgEnum('ticket_event', TICKET_EVENTS);
export const attachmentType = pgEnum('ticket_attachment_type', ATTACHMENT_TYPES);
export const questionKind = pgEnum('warranty_question_kind', QUESTION_KINDS);

/** TK-<year>-<6 digits> from one sequence, so never reused. */
export const ticketNumberSequence = pgSequence('ticket_number_seq', { startWith: 1 });

/** An extended-warranty request as kept: the fields, each answer with the question as it was asked, and the answer given. */
export interface WarrantyRecord {
  request: WarrantyTicketFields;
  answers: { questionId: number; textIt: string; textEn: string; answer: string }[];
  outcome: ExtensionOutcomeAnswer;
}

/**
 * A warranty offer as kept (core/tickets/warranty-offer.ts): the tiers, the
 * figures the pricing rules gave when it was made (EUR) and where it stands.
 * The confirmation applies these figures if the contract still has the ones
 * the offer was priced on.
 */
export interface WarrantyOfferRecord {
  state: OfferState;
  fromTier: GuaranteeTier;
  toTier: GuaranteeTier;
  /** the catalogue's service of the new tier and its price */
  toServiceId: number;
  toPrice: number;
  extraFinanced: number;
  extraMonthly: number;
  financedBefore: number;
  monthlyBefore: number;
  monthlyAfter: number;
  offeredById: number;
  offeredAt: string;
  answeredAt: string | null;
  confirmedAt: string | null;
}

export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    kind: ticketKind('kind').notNull(),
    status: ticketStatus('status').notNull().default('open'),
    /** the contract's agency and company: the data scope of the ticket */
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    contractProductId: integer('contract_product_id')
      .notNull()
      .references(() => contractProducts.id, { onDelete: 'restrict' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** the customer's language: the ticket's e-mails are written in it */
    locale: text('locale').notNull().default('it'),
    support: jsonb('support').$type<SupportTicketFields>(),
    warranty: jsonb('warranty').$type<WarrantyRecord>(),
    /** extended-warranty tickets: the back office's offer, once made */
    offer: jsonb('offer').$type<WarrantyOfferRecord>(),
    /** the last resolution; the customer may reopen within the window after it */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    lastStatusChangeAt: timestamp('last_status_change_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** deleted by an administrator while open: hidden from lists, kept with its history */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: integer('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tickets_live_created_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('tickets_company_idx').on(t.companyId, t.createdAt),
    index('tickets_agency_idx').on(t.agencyId, t.createdAt),
    index('tickets_product_idx').on(t.contractProductId),
    index('tickets_status_idx').on(t.status, t.lastStatusChangeAt),
  ],
);

/** Who did what and when (docs/domain.md, "Tickets"); notes marked internal are the back office's alone. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    event: ticketEvent('event').notNull(),
    fromStatus: ticketStatus('from_status'),
    toStatus: ticketStatus('to_status').notNull(),
    byId: integer('by_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    internal: boolean('internal').notNull().default(false),
  },
  (t) => [index('ticket_events_ticket_idx').on(t.ticketId, t.at)],
);

/** Photos and PDFs in the file storage; the type is what the bytes are, never what the name said. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: attachmentType('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.ticketId)],
);

/** The extended-warranty questionnaire of a model category, in order; administrators replace it. */
export const warrantyQuestions = pgTable(
  'warranty_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: modelCategory('category').notNull(),
    position: integer('position').notNull(),
    textIt: text('text_it').notNull(),
    textEn: text('text_en').notNull(),
    kind: questionKind('kind').notNull(),
    required: boolean('required').notNull().default(true),
    /** 'yes' or 'no': the answer of a yes/no question that rules the extension out */
    disqualifyingAnswer: text('disqualifying_answer').$type<'yes' | 'no'>(),
    createdAt: createdAt(),
  },
  (t) => [index('warranty_questions_category_idx').on(t.category, t.position)],
);

export type Ticket = typeof tickets.$inferSelect;
