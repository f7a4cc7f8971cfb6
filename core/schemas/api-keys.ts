// The API keys of an agency (docs/integrations.md): the list with each key's
// last use, the creation (whose answer is the only one that carries the
// secret) and the revocation.
import { z } from 'zod';
import { API_KEY_CAPABILITIES, API_KEY_STATUSES } from '../api-keys';
import { AgencyPathParamsSchema, idPathParam } from './params';
import { isoDate, requiredText } from './fields';

const CapabilitySchema = z.enum(API_KEY_CAPABILITIES).meta({ id: 'ApiKeyCapability', description: 'A capability a key may hold (core/api-keys.ts)' });
const instant = z.string().meta({ format: 'date-time' });

export const ApiKeyPathParamsSchema = AgencyPathParamsSchema.extend({ keyId: idPathParam('keyId', '3') });

export const ApiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** the start of the key as shown, to tell keys apart: never the secret */
    prefix: z.string().meta({ example: 'ap_live_3_…' }),
    capabilities: z.array(CapabilitySchema),
    createdBy: z.string().nullable().meta({ description: "The creator's username" }),
    createdAt: instant,
    expiresAt: instant.nullable(),
    lastUsedAt: instant.nullable().meta({ description: 'The last call made with it' }),
    revokedAt: instant.nullable(),
    status: z.enum(API_KEY_STATUSES),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z
  .object({
    items: z.array(ApiKeySchema),
    grantable: z.array(CapabilitySchema).meta({ description: 'What the caller may give a key: the capabilities keys take that the caller holds' }),
  })
  .meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const ApiKeyCreateBodySchema = z
  .strictObject({
    name: requiredText(80).meta({ example: 'ERP Rossi' }),
    capabilities: z
      .array(CapabilitySchema)
      .min(1)
      .max(API_KEY_CAPABILITIES.length)
      .meta({ example: ['contracts.read'] })
      // A capability named twice is taken once (the document cannot state a uniqueness rule the walk would honour).
      .transform((list) => [...new Set(list)]),
    expiresOn: isoDate.nullable().optional().meta({ description: 'The last day it works (Italian time); none: until revoked' }),
  })
  .meta({ id: 'ApiKeyCreateBody' });
export type ApiKeyCreateBody = z.infer<typeof ApiKeyCreateBodySchema>;

export const ApiKeyCreatedSchema = ApiKeySchema.extend({
  secret: z.string().meta({ description: 'The key, shown this once: only its hash is kept', example: 'ap_live_3_q7…' }),
}).meta({ id: 'ApiKeyCreated' });
