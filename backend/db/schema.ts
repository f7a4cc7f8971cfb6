// The database schema (Drizzle). Migrations in ./migrations are generated
// from this file by `npm run db:generate` and must run unchanged on PGlite
// (PostgreSQL 18) and PostgreSQL 15, so keep to SQL that 15 supports.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
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
import { companies } from './schema-contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

export const agencyRole = pgEnum('agency_role', ROLES);
export const backOfficeRole = pgEnum('back_office_role', BACK_OFFICE_ROLES);

export const agencies = pgTable('agencies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  shippingUnitCost: money('shipping_unit_cost').notNull().default(5),
  /** The least number of products each destination of a multi-destination shipment receives. */
  shippingMaxUnits: integer('shipping_max_units').notNull().default(1),
  agentCommission: percent('agent_commission').notNull().default(0),
  grenkeAgentCommission: percent('grenke_agent_commission').notNull().default(0),
  logo: text('logo'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token rotated from one login shares the family; reuse revokes it whole. */
    familyId: text('family_id').notNull(),
    /** SHA-256 of the opaque token, base64url: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // Every authenticated request asks whether its session (family) is live.
    index('refresh_tokens_live_family_idx')
      .on(t.familyId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Lowercased, so the limit cannot be dodged by changing case. */
    username: text('username').notNull(),
    /** Null when the client address is unknown (in-process call without X-Forwarded-For). */
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
    index('login_attempts_attempted_at_idx').on(t.attemptedAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Tunables of SPEC §3 (archiving delays, credit scoring); seeded by a migration. */
export const systemParameters = pgTable('system_parameters', {
  key: text('key').primaryKey(),
  value: numeric('value', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
export type Agency = typeof agencies.$inferSelect;

// Catalogue, customers and contracts live in their own files; one schema for Drizzle and drizzle-kit.
export * from './schema-catalogue';
export * from './schema-contracts';
export * from './schema-accounts';
export * from './schema-cart';
