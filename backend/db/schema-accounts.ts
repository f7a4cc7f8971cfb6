// Account flows of issue 6: e-mail confirmation after sign-up, and a request
// throttle in the database (password-reset requests, sign-ups, token guesses)
// so that every portal instance sees the same counts.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token, base64url: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_confirmation_tokens_user_idx').on(t.userId)],
);

export const requestThrottle = pgTable(
  'request_throttle',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** what was asked, e.g. reset-request:email */
    action: text('action').notNull(),
    /** who asked: a lowercased e-mail or an IP address */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_throttle_action_key_idx').on(t.action, t.key, t.at), index('request_throttle_at_idx').on(t.at)],
);
