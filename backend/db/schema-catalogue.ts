// Catalogue tables (docs/domain.md): families → models → accessories and the
// guarantee services per model category; financing durations, credit
// providers and their rate factors; business types.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { GUARANTEE_TIERS, MODEL_CATEGORIES, WAREHOUSE_STATUSES } from '../../core/domain/catalogue';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const warehouseStatus = pgEnum('warehouse_status', WAREHOUSE_STATUSES);
export const modelCategory = pgEnum('model_category', MODEL_CATEGORIES);
export const guaranteeTier = pgEnum('guarantee_tier', GUARANTEE_TIERS);

export const families = pgTable(
  'families',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    /** key in the file storage adapter (DATA_DIR/files or S3) */
    imageKey: text('image_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  // a name is unique whatever its casing, also when two administrators save at once
  (t) => [uniqueIndex('families_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const productModels = pgTable(
  'product_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    partNumber: text('part_number').notNull().unique(),
    ean: text('ean'),
    iceCatId: text('icecat_id'),
    hasS3Data: boolean('has_s3_data').notNull().default(false),
    warehouseStatus: warehouseStatus('warehouse_status').notNull().default('notSpecified'),
    category: modelCategory('category').notNull(),
    listPrice: money('list_price').notNull(),
    /** may be sold as 'Noleggio flex' (redemption); such carts take no accessories */
    flexEligible: boolean('flex_eligible').notNull().default(false),
    imageKey: text('image_key'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('product_models_family_idx').on(t.familyId)],
);

export const accessories = pgTable('accessories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  partNumber: text('part_number').notNull().unique(),
  price: money('price').notNull(),
  /** false: retired, no longer offered with any model; contracts that name it keep it */
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** An accessory fits several models (a charger, a case family). */
export const modelAccessories = pgTable(
  'model_accessories',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => productModels.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.accessoryId] }), index('model_accessories_accessory_idx').on(t.accessoryId)],
);

/** guarantee tiers priced per model category; their terms are data, not code. */
export const guaranteeServices = pgTable(
  'guarantee_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tier: guaranteeTier('tier').notNull(),
    category: modelCategory('category').notNull(),
    price: money('price').notNull(),
    /** e.g. { accidentalCoverYears, handlingFeeMax, theftDeductible, theftCoverYears, freeAccidents, feePerClaim } */
    terms: jsonb('terms').notNull(),
    /** false: retired, no longer offered for the category; contracts that name it keep it */
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('guarantee_services_tier_category_idx').on(t.tier, t.category)],
);

export const financingDurations = pgTable('financing_durations', {
  months: integer('months').primaryKey(),
  active: boolean('active').notNull().default(true),
});

export const creditProviders = pgTable('credit_providers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** GRENKE uses the agency's grenkeAgentCommission (docs/domain.md) */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Monthly payment = financed amount × factor(provider, duration, amount band). */
export const rateFactors = pgTable(
  'rate_factors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => creditProviders.id, { onDelete: 'cascade' }),
    durationMonths: integer('duration_months')
      .notNull()
      .references(() => financingDurations.months),
    /** upper bound of the amount band in EUR, inclusive; null = above every other band */
    bandMax: money('band_max'),
    factor: numeric('factor', { precision: 10, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('rate_factors_band_idx').on(t.providerId, t.durationMonths, t.bandMax)],
);

export const businessTypes = pgTable('business_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  nameIt: text('name_it').notNull(),
  nameEn: text('name_en').notNull(),
});

export type Family = typeof families.$inferSelect;
export type ProductModel = typeof productModels.$inferSelect;
export type Accessory = typeof accessories.$inferSelect;
export type GuaranteeService = typeof guaranteeServices.$inferSelect;
