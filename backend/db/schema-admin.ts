// The administration's audit trail: who created, changed, deactivated or
// retired what, and when, with each changed field's value before and after.
// Rows are only ever added; secrets and password hashes never enter them.
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditChanges } from '../../core/schemas/audit';
import { users } from './schema-parties';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** what kind of record: user, agency, family, model, accessory, service, parameter, rate, privacy */
    entity: text('entity').notNull(),
    /** the record's id; 0 for the one-of-a-kind settings (parameters, rates, privacy notice) */
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** the actor's username as it was, so the trail reads the same after a rename or a deletion */
    actorName: text('actor_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at)],
);

export type AuditRow = typeof auditLog.$inferSelect;
