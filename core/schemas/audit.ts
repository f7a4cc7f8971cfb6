// The audit trail as the API answers it: each detail page shows its record's history.
import { z } from 'zod';

export const AUDIT_ENTITIES = [
  'user',
  'agency',
  'family',
  'model',
  'accessory',
  'service',
  'parameter',
  'rate',
  'privacy',
  'questionnaire',
  'contract',
  'apiKey',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'deactivate',
  'reactivate',
  'retire',
  'restore',
  'delete',
  'upload',
  'invite',
  'override',
  'accept',
  'reject',
  'warrantyExtended',
  'revoke',
  'call',
  'endOfTermChosen',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const AuditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type AuditValue = z.infer<typeof AuditValueSchema>;

/** field → its value before and after; a created record has only `to`, a deleted one only `from`. */
export const AuditChangesSchema = z.record(z.string(), z.object({ from: AuditValueSchema.optional(), to: AuditValueSchema.optional() }));
export type AuditChanges = z.infer<typeof AuditChangesSchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    entity: z.enum(AUDIT_ENTITIES),
    entityId: z.number().int(),
    action: z.enum(AUDIT_ACTIONS),
    actor: z.object({ id: z.number().int().nullable(), username: z.string().nullable() }),
    at: z.string().meta({ format: 'date-time' }),
    changes: AuditChangesSchema,
  })
  .meta({ id: 'AuditEntry', description: 'Who changed what, and when: each field before and after (never a secret)' });
export const AuditTrailSchema = z.array(AuditEntrySchema).meta({ description: 'Newest first, at most 100' });
