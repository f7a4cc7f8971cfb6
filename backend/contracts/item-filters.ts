// Contracts selected by what they hold: a model, a model of a family, an
// accessory. The contracts list and the statistics filter alike, so a
// statistic's drill-down lands on the same contracts.
import { type SQL, sql } from 'drizzle-orm';

/** `contractId` (a column or an expression) is a contract with a product line of the model. */
export const holdsModel = (contractId: SQL, modelId: number): SQL =>
  sql`${contractId} in (select i.contract_id from contract_items i where i.kind = 'product' and i.model_id = ${modelId})`;

/** `contractId` is a contract with a product line of a model of the family. */
export const holdsFamily = (contractId: SQL, familyId: number): SQL =>
  sql`${contractId} in (select i.contract_id from contract_items i where i.kind = 'product' and i.model_id in (select id from product_models where family_id = ${familyId}))`;

/** `contractId` is a contract with the accessory on one of its product lines. */
export const holdsAccessory = (contractId: SQL, accessoryId: number): SQL =>
  sql`${contractId} in (select i.contract_id from contract_items i where i.accessory_id = ${accessoryId})`;
