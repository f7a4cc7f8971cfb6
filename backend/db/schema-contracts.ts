// Contracts (docs/domain.md): the signers of customer companies,
// the embedded company-credit registry, contracts with their priced items,
// one row per product unit (status, serial, DDT), shipping destinations,
// status history, credit decisions and supplier orders; the system
// parameters that tune archiving and credit scoring.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONTRACT_TYPES } from '../../core/domain/catalogue';
import type { DocumentKind } from '../../core/domain/contract-documents';
import { CONTRACT_PRODUCT_STATUSES, CONTRACT_STATUSES, CREDIT_OUTCOMES, SHIPPING_MODES } from '../../core/domain/contracts';
import type { CompanySnapshot, GuaranteeChange, ProviderChange, SignerSnapshot } from '../../core/schemas/contracts-answers';
import type { EndOfTermHistory } from '../../core/schemas/end-of-term';
import { accessories, creditProviders, financingDurations, guaranteeServices, guaranteeTier, productModels } from './schema-catalogue';
import { createdAt, updatedAt } from './schema-columns';
import { agencies, companies, users } from './schema-parties';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const contractStatus = pgEnum('contract_status', CONTRACT_STATUSES);
export const contractProductStatus = pgEnum('contract_product_status', CONTRACT_PRODUCT_STATUSES);
export const contractType = pgEnum('contract_type', CONTRACT_TYPES);
export const shippingMode = pgEnum('shipping_mode', SHIPPING_MODES);
export const creditOutcome = pgEnum('credit_outcome', CREDIT_OUTCOMES);
export const contractItemKind = pgEnum('contract_item_kind', ['product', 'accessory', 'service']);

/** Human-readable contract numbers: AP-<year>-<6 digits> from one sequence, so never reused. */
export const contractNumberSequence = pgSequence('contract_number_seq', { startWith: 1 });

export const signers = pgTable(
  'signers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    role: text('role').notNull(),
    fiscalCode: text('fiscal_code').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    country: text('country'),
    province: text('province'),
    town: text('town'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    createdAt: createdAt(),
  },
  (t) => [index('signers_company_idx').on(t.companyId)],
);

/**
 * The embedded company-credit registry: what the default lookup adapter
 * answers by VAT number (a real bureau replaces it). Missing fields stay null
 * and are reported as not found.
 */
export const companyRegistry = pgTable('company_registry', {
  vatNumber: text('vat_number').primaryKey(),
  name: text('name').notNull(),
  fiscalCode: text('fiscal_code'),
  pec: text('pec'),
  address: text('address'),
  postalCode: text('postal_code'),
  municipality: text('municipality'),
  province: text('province'),
  phone: text('phone'),
  email: text('email'),
  employees: integer('employees'),
  businessTypeCode: text('business_type_code'),
  incorporationDate: date('incorporation_date', { mode: 'string' }),
  companySolidity: integer('company_solidity'),
});

export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** the agency's customer record; null: submitted without company information, a draft awaiting approval */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /**
     * The company and signers as this contract gives them. The contract shows
     * its own copy, never the agency's record, so typing a VAT number reads
     * nothing of another's customer (docs/domain.md, "Company data").
     */
    company: jsonb('company').$type<CompanySnapshot>(),
    companyName: text('company_name'),
    companyVatNumber: text('company_vat_number'),
    signers: jsonb('signers')
      .$type<SignerSnapshot[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    providerId: integer('provider_id')
      .notNull()
      .references(() => creditProviders.id),
    contractType: contractType('contract_type').notNull(),
    durationMonths: integer('duration_months')
      .notNull()
      .references(() => financingDurations.months),
    status: contractStatus('status').notNull(),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    productsAmount: money('products_amount').notNull(),
    accessoriesAmount: money('accessories_amount').notNull(),
    servicesAmount: money('services_amount').notNull(),
    shippingCost: money('shipping_cost').notNull(),
    financedAmount: money('financed_amount').notNull(),
    monthlyPayment: money('monthly_payment').notNull(),
    totalValue: money('total_value').notNull(),
    commissionAmount: money('commission_amount').notNull().default(0),
    shippingMode: shippingMode('shipping_mode').notNull(),
    /** shipping contact and address: who receives the goods at the registered office or pickup */
    shippingContactName: text('shipping_contact_name'),
    shippingContactPhone: text('shipping_contact_phone'),
    shippingContactEmail: text('shipping_contact_email'),
    shippingAddress: text('shipping_address'),
    shippingPostalCode: text('shipping_postal_code'),
    shippingTown: text('shipping_town'),
    shippingProvince: text('shipping_province'),
    notes: text('notes'),
    /** a reviewer's notes on a draft (status draft_with_notes) */
    reviewNotes: text('review_notes'),
    dossierCancelledAt: timestamp('dossier_cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastStatusChangeAt: timestamp('last_status_change_at', { withTimezone: true }).notNull().defaultNow(),
    closingDate: date('closing_date', { mode: 'string' }),
    /** the day delivery was confirmed: the contract runs from then (docs/domain.md, Orders) */
    startDate: date('start_date', { mode: 'string' }),
  },
  (t) => [
    index('contracts_agency_created_idx').on(t.agencyId, t.createdAt),
    index('contracts_created_by_idx').on(t.createdById, t.createdAt),
    index('contracts_company_idx').on(t.companyId),
    index('contracts_status_idx').on(t.status, t.archived),
    index('contracts_created_idx').on(t.createdAt),
    // The lists' totals: every scope (all, agency, team, own) counts live contracts from this index alone.
    index('contracts_live_scope_idx')
      .on(t.agencyId, t.createdById)
      .where(sql`${t.archived} = false`),
    // A text search's total: the live contracts of the companies it found, in every scope, counted from this index alone
    // (a hash join over every contract before: 140 → 14 ms p50 at 100,000 on PGlite).
    index('contracts_company_live_idx')
      .on(t.companyId, t.agencyId, t.createdById)
      .where(sql`${t.archived} = false`),
    index('contracts_last_change_idx').on(t.lastStatusChangeAt),
    // Sorting the list by an amount walks these instead of sorting every contract in scope.
    index('contracts_monthly_payment_idx').on(t.monthlyPayment, t.id),
    index('contracts_total_value_idx').on(t.totalValue, t.id),
    // A search with digits matches the number anywhere in it (ILIKE '%q%'): a trigram index (pg_trgm, migration 0016).
    index('contracts_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
  ],
);

/** The priced cart of a contract: products, and accessories and services attached to a product line. */
export const contractItems = pgTable(
  'contract_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: contractItemKind('kind').notNull(),
    modelId: integer('model_id').references(() => productModels.id),
    accessoryId: integer('accessory_id').references(() => accessories.id),
    serviceId: integer('service_id').references(() => guaranteeServices.id),
    parentItemId: integer('parent_item_id').references((): AnyPgColumn => contractItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
  },
  (t) => [
    index('contract_items_contract_idx').on(t.contractId),
    // Contracts with a model, a family's model or an accessory (the list's drill-down filters, the statistics' filters).
    index('contract_items_model_idx').on(t.modelId, t.contractId),
    index('contract_items_accessory_idx').on(t.accessoryId, t.contractId),
  ],
);

export const shippingDestinations = pgTable(
  'shipping_destinations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    phone: text('phone'),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    town: text('town').notNull(),
    province: text('province').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [index('shipping_destinations_contract_idx').on(t.contractId)],
);

/** One row per product unit: what is shipped, serialised and activated (docs/domain.md). */
export const contractProducts = pgTable(
  'contract_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => contractItems.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id),
    status: contractProductStatus('status').notNull().default('none'),
    partNumber: text('part_number').notNull(),
    serialNumber: text('serial_number'),
    ddtDate: date('ddt_date', { mode: 'string' }),
    ddtNumber: text('ddt_number'),
    destinationId: integer('destination_id').references(() => shippingDestinations.id, { onDelete: 'set null' }),
    /** The tier a confirmed warranty offer gave the unit; null: its line's services give it (core/tickets/warranty.ts, unitTiers). */
    guaranteeTier: guaranteeTier('guarantee_tier'),
  },
  (t) => [
    index('contract_products_contract_idx').on(t.contractId),
    index('contract_products_serial_idx').on(t.serialNumber),
    // A serial names one unit of a part number across the portal: two agents typing it at once get one success.
    uniqueIndex('contract_products_part_serial_idx')
      .on(t.partNumber, t.serialNumber)
      .where(sql`${t.serialNumber} is not null`),
  ],
);

/** Who changed what and why (docs/domain.md); lastStatusChangeAt and closingDate follow from it. */
export const contractStatusHistory = pgTable(
  'contract_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    fromStatus: contractStatus('from_status'),
    toStatus: contractStatus('to_status').notNull(),
    /** null: the system (credit provider, archiving job) */
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    /** An override's written reason (docs/domain.md, "Overrides"); null for a move whose facts held. */
    overrideReason: text('override_reason'),
    /** The missing facts the override stepped past (core/lifecycle/contract-facts.ts codes). */
    overriddenFacts: text('overridden_facts').array(),
    /** A unit's guarantee extended by a confirmed warranty offer (the status stays): docs/domain.md, "Tickets". */
    guaranteeChange: jsonb('guarantee_change').$type<GuaranteeChange>(),
    /** A refused deal resubmitted to another provider: from, to and the monthly payment before and after (docs/domain.md, "Credit providers"). */
    providerChange: jsonb('provider_change').$type<ProviderChange>(),
    /** The credit decision that made this move (the system's evaluation), so the history names its provider and reason. */
    creditDecisionId: integer('credit_decision_id').references((): AnyPgColumn => creditDecisions.id, { onDelete: 'set null' }),
    /** The choice at the end of the term (the status stays): docs/domain.md, "End of term". */
    endOfTerm: jsonb('end_of_term').$type<EndOfTermHistory>(),
  },
  (t) => [index('contract_status_history_contract_idx').on(t.contractId, t.changedAt)],
);

/** Every decision of the credit provider, with its reason (docs/domain.md). */
export const creditDecisions = pgTable(
  'credit_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    dossierId: text('dossier_id'),
    outcome: creditOutcome('outcome').notNull(),
    score: integer('score'),
    reason: text('reason').notNull(),
    details: jsonb('details'),
    /** the kinds of document a missingDocs decision asks for (core/domain/contract-documents.ts); empty for the other outcomes */
    documents: text('documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`)
      .$type<DocumentKind[]>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the provider judged (core/credit/deal-fingerprint.ts): a refused deal goes back to it only when this changed; null before it was kept. */
    fingerprint: text('fingerprint'),
  },
  (t) => [index('credit_decisions_contract_idx').on(t.contractId, t.decidedAt)],
);

export const supplierOrders = pgTable(
  'supplier_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    supplierName: text('supplier_name').notNull(),
    supplierCode: text('supplier_code').notNull(),
    orderNumber: text('order_number').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    supplierPrice: money('supplier_price').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('supplier_orders_contract_idx').on(t.contractId)],
);

/** The product units an order covers: ToOrder / PartiallyOrdered / Ordered follow from it. */
export const supplierOrderUnits = pgTable(
  'supplier_order_units',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => supplierOrders.id, { onDelete: 'cascade' }),
    contractProductId: integer('contract_product_id')
      .notNull()
      .references(() => contractProducts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.contractProductId] }), uniqueIndex('supplier_order_units_product_idx').on(t.contractProductId)],
);

/** Tunables (archiving delays, credit scoring: docs/domain.md); seeded by a migration. */
export const systemParameters = pgTable('system_parameters', {
  key: text('key').primaryKey(),
  value: numeric('value', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

export type Contract = typeof contracts.$inferSelect;
export type ContractProduct = typeof contractProducts.$inferSelect;
