// Part numbers are unique among models and accessories together (an order
// line names one thing), whatever their casing; the unique indexes catch what
// a check cannot see (a concurrent write).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessories, productModels } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUniqueViolation } from '../customer-accounts/accounts';

export const partNumberTaken = () => new ApiError(409, [{ field: 'partNumber', code: 'part_number_in_use' }]);

/** The unique index caught what the check before could not see (a concurrent write). */
export const conflictAs =
  (make: () => ApiError) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw make();
    throw error;
  };

/** 409 part_number_in_use when another model or accessory has it (`except` names the record being edited). */
export async function assertPartNumberFree(db: Database, partNumber: string, except: { modelId?: number; accessoryId?: number } = {}) {
  const upper = partNumber.toUpperCase();
  const [model] = await db
    .select({ id: productModels.id })
    .from(productModels)
    .where(sql`upper(${productModels.partNumber}) = ${upper}`);
  const [accessory] = await db
    .select({ id: accessories.id })
    .from(accessories)
    .where(sql`upper(${accessories.partNumber}) = ${upper}`);
  if ((model && model.id !== except.modelId) || (accessory && accessory.id !== except.accessoryId)) throw partNumberTaken();
}
