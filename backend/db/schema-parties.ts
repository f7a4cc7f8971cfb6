// Who acts and for whom: agencies, their users and memberships, and the
// customer companies an agency works with. One file because they point at
// each other (a customer user belongs to a company, a company names the user
// who brought it), so every other table file can import them without a cycle.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BACK_OFFICE_ROLES, ROLES } from '../../core/roles';
import type { SignUpCompany } from '../../core/schemas/users';
import { businessTypes } from './schema-catalogue';
import { createdAt, updatedAt } from './schema-columns';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

export const agencyRole = pgEnum('agency_role', ROLES);
export const backOfficeRole = pgEnum('back_office_role', BACK_OFFICE_ROLES);

export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    shippingUnitCost: money('shipping_unit_cost').notNull().default(5),
    /** The least number of products each destination of a multi-destination shipment receives. */
    shippingMaxUnits: integer('shipping_max_units').notNull().default(1),
    agentCommission: percent('agent_commission').notNull().default(0),
    grenkeAgentCommission: percent('grenke_agent_commission').notNull().default(0),
    /** the logo's key in the file storage (a resized PNG); null: the portal's own */
    logo: text('logo'),
    /** set: nobody but the platform's administrators works in it any more (an agency with users or contracts is never deleted) */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "Agenzia Milano" and "agenzia milano" are one agency.
    uniqueIndex('agencies_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    backOfficeRole: backOfficeRole('back_office_role'),
    areaLeaderId: integer('area_leader_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    deactivated: boolean('deactivated').notNull().default(false),
    /**
     * customers: the agency's company record whose contracts and tickets they
     * see. Set only by the agency (a customer user made from a contract, or a
     * sign-up the agency confirmed), never by typing a VAT number.
     */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    /** a self-registered customer's company as typed, until the agency links the account to its record */
    signupCompany: jsonb('signup_company').$type<SignUpCompany>(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** the language of the person's last sign-up or sign-in: the e-mails they are sent unasked speak it */
    locale: text('locale').notNull().default('it'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames and e-mails are unique whatever their casing: "Agent" must not shadow "agent".
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_area_leader_idx').on(t.areaLeaderId),
  ],
);

/**
 * The sign-up page's names of an agency (/on-boarding/{slug}, docs/domain.md
 * "Customer sign-up"): the newest is the one shown; the earlier ones (from
 * before a rename) keep working, and a name never passes to another agency.
 */
export const agencySlugs = pgTable(
  'agency_slugs',
  {
    slug: text('slug').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_slugs_agency_idx').on(t.agencyId, t.givenAt)],
);

export const userAgencyRoles = pgTable(
  'user_agency_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    role: agencyRole('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agencyId] }), index('user_agency_roles_agency_idx').on(t.agencyId)],
);

/** The customer companies an agency works with (docs/domain.md). */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    /** the agent who brought the customer: scope of agents and capi area (docs/domain.md) */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    vatNumber: text('vat_number').notNull(),
    fiscalCode: text('fiscal_code'),
    pec: text('pec'),
    iban: text('iban'),
    address: text('address'),
    postalCode: text('postal_code'),
    municipality: text('municipality'),
    province: text('province'),
    phone: text('phone'),
    email: text('email'),
    employees: integer('employees'),
    businessTypeId: integer('business_type_id').references(() => businessTypes.id),
    incorporationDate: date('incorporation_date', { mode: 'string' }),
    /** 0–100 from the company-credit lookup; drives the embedded credit provider */
    companySolidity: integer('company_solidity'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_agency_vat_idx').on(t.agencyId, t.vatNumber),
    index('companies_created_by_idx').on(t.createdById),
    // "Contains" searches (ILIKE '%q%') of the customers and contracts lists: trigram indexes (pg_trgm, migration 0016).
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('companies_vat_trgm_idx').using('gin', t.vatNumber.op('gin_trgm_ops')),
    index('companies_municipality_trgm_idx').using('gin', t.municipality.op('gin_trgm_ops')),
  ],
);

export type User = typeof users.$inferSelect;
export type Agency = typeof agencies.$inferSelect;
export type Company = typeof companies.$inferSelect;
