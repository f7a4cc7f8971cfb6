// Saving the system parameters: each value in its range (the schema), scoreKO
// no higher than scoreProviderSC (checked on the values as they will be), and
// one audit row for the change. Readers load them on each use
// (credit/parameters.ts), so the next quote and archiving run see them.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PARAMETER_KEYS, scoresInOrder } from '../../core/domain/system-parameters';
import type { SystemParametersUpdateSchema } from '../../core/schemas/system-parameters';
import { type AuditActor, changesBetween, recordAudit } from '../audit/record';
import { loadSystemParameters } from '../credit/parameters';
import type { Database } from '../db/client';
import { systemParameters } from '../db/schema';
import { ApiError } from '../http/errors';

type Update = z.infer<typeof SystemParametersUpdateSchema>;

export async function saveSystemParameters(db: Database, actor: AuditActor, body: Update, now: Date): Promise<void> {
  const current = await loadSystemParameters(db);
  const next = { ...current, ...body };
  if (!scoresInOrder(next)) throw new ApiError(400, [{ field: 'scoreKO', code: 'validation_failed' }]);
  const changed = PARAMETER_KEYS.filter((key) => next[key] !== current[key]);
  if (changed.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(systemParameters)
      .values(changed.map((key) => ({ key, value: next[key], updatedAt: now })))
      .onConflictDoUpdate({ target: systemParameters.key, set: { value: sql`excluded.value`, updatedAt: now } });
    await recordAudit(tx, { entity: 'parameter', entityId: 0, action: 'update', actor, at: now, changes: changesBetween({ ...current }, { ...next }) });
  });
}
