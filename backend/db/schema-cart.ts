// The open quote of issue 4: the cart an agent is building, stored by the API
// per user and agency so that it survives reloads, sign-out and another device.
// The content is the draft as the browser edits it (validated by the cart
// area's schema on every write); revision guards against lost updates.
import { index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { agencies, users } from './schema-parties';

export const openQuotes = pgTable(
  'open_quotes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    /** rises by one on every write; a write based on an older revision is refused */
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agencyId] }), index('open_quotes_agency_idx').on(t.agencyId)],
);
