// A call made with an API key (docs/integrations.md): the key is found by the
// id it carries, its secret compared with the stored hash, and it must be
// neither revoked nor expired, its creator neither deactivated nor deleted.
// Read from the database at every call, with no cache: a revocation holds on
// the very next call, on every instance (docs/security.md, "API keys").
import { eq } from 'drizzle-orm';
import { parseApiKey } from '../../core/api-keys';
import type { Database } from '../db/client';
import { apiKeys, users } from '../db/schema';
import type { User } from '../db/schema';
import { secretMatches } from './secret';

/** The key a call was made with: the agency it acts in and what it was given. */
export interface KeyCaller {
  keyId: number;
  agencyId: number;
  capabilities: readonly string[];
}

/** The key and its creator (who the key acts as, within the key's own rights), or null: the call answers 401. */
export async function authenticateKey(db: Database, token: string, now: Date): Promise<{ key: KeyCaller; creator: User } | null> {
  const parsed = parseApiKey(token);
  if (!parsed) return null;
  const [row] = await db
    .select({ key: apiKeys, creator: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdById))
    .where(eq(apiKeys.id, parsed.id));
  if (!row || !secretMatches(parsed.secret, row.key.secretHash)) return null;
  const { key, creator } = row;
  if (key.revokedAt || (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) || creator.deactivated) return null;
  return { key: { keyId: key.id, agencyId: key.agencyId, capabilities: key.capabilities }, creator };
}
