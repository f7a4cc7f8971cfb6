// API keys (docs/integrations.md): an agency's systems call the API with one.
// Only the secret's SHA-256 is kept (docs/security.md, "API keys"); the key's
// use is read from the audit trail (one row per call), so a call writes one row.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies, users } from './schema-parties';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the secret part of the key (32 random bytes), hex: never the secret */
    secretHash: text('secret_hash').notNull(),
    /** what it was given (core/api-keys.ts); at each call only what its creator still holds counts */
    capabilities: text('capabilities').array().notNull(),
    /** a key acts within its creator's rights: without them (the account deleted) it goes too */
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: integer('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('api_keys_agency_idx').on(t.agencyId, t.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
