// Catalogue reads (docs/domain.md): filtering, sorting and paging in SQL.
import { type SQL, and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { WarehouseStatus } from '../../core/domain/catalogue';
import type { Locale } from '../i18n';
import type { Database } from '../db/client';
import { accessories, businessTypes, families, financingDurations, guaranteeServices, modelAccessories, productModels } from '../db/schema';
import { fileUrlOf } from './file-keys';
import { GuaranteeTermsSchema } from '../../core/schemas/catalogue';

export async function listFamilies(db: Database) {
  return db.select({ id: families.id, name: families.name, imageKey: families.imageKey }).from(families).orderBy(asc(families.sortOrder), asc(families.name));
}

export async function listDurations(db: Database) {
  return db
    .select({ months: financingDurations.months })
    .from(financingDurations)
    .where(eq(financingDurations.active, true))
    .orderBy(asc(financingDurations.months));
}

export interface ProductFilter {
  productFamilyId?: number;
  modelId?: number;
  search?: string;
  warehouseStatus?: WarehouseStatus;
  page: number;
  pageSize: number;
}

/** LIKE wildcards typed by the user match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProducts(db: Database, filter: ProductFilter) {
  const conditions: SQL[] = [eq(productModels.active, true)];
  if (filter.productFamilyId) conditions.push(eq(productModels.familyId, filter.productFamilyId));
  if (filter.modelId) conditions.push(eq(productModels.id, filter.modelId));
  if (filter.warehouseStatus) conditions.push(eq(productModels.warehouseStatus, filter.warehouseStatus));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(ilike(productModels.name, pattern), ilike(productModels.brand, pattern), ilike(productModels.partNumber, pattern), ilike(productModels.ean, pattern))!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productModels.id,
        familyId: productModels.familyId,
        familyName: families.name,
        name: productModels.name,
        brand: productModels.brand,
        partNumber: productModels.partNumber,
        ean: productModels.ean,
        iceCatId: productModels.iceCatId,
        hasS3Data: productModels.hasS3Data,
        warehouseStatus: productModels.warehouseStatus,
        category: productModels.category,
        listPrice: productModels.listPrice,
        flexEligible: productModels.flexEligible,
        imageKey: productModels.imageKey,
      })
      .from(productModels)
      .innerJoin(families, eq(families.id, productModels.familyId))
      .where(where)
      .orderBy(asc(families.sortOrder), asc(productModels.brand), asc(productModels.name), asc(productModels.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(productModels).where(where),
  ]);
  return {
    items: rows.map(({ imageKey, ...row }) => ({ ...row, imageUrl: fileUrlOf(imageKey) })),
    total: total?.n ?? 0,
  };
}

export async function findActiveModel(db: Database, id: number) {
  const [row] = await db
    .select({ id: productModels.id, category: productModels.category })
    .from(productModels)
    .where(and(eq(productModels.id, id), eq(productModels.active, true)));
  return row ?? null;
}

export async function listAccessories(db: Database, modelId: number) {
  return db
    .select({ id: accessories.id, name: accessories.name, partNumber: accessories.partNumber, price: accessories.price })
    .from(modelAccessories)
    .innerJoin(accessories, eq(accessories.id, modelAccessories.accessoryId))
    .where(and(eq(modelAccessories.modelId, modelId), eq(accessories.active, true)))
    .orderBy(asc(accessories.name));
}

const TIER_ORDER = { SILVER: 0, GOLD: 1, PLATINUM: 2 } as const;

export async function listServices(db: Database, category: (typeof productModels.$inferSelect)['category']) {
  const rows = await db
    .select()
    .from(guaranteeServices)
    .where(and(eq(guaranteeServices.category, category), eq(guaranteeServices.active, true)));
  return rows
    .sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier])
    .map((row) => ({ id: row.id, tier: row.tier, category: row.category, price: row.price, terms: GuaranteeTermsSchema.parse(row.terms) }));
}

export async function listBusinessTypes(db: Database, locale: Locale) {
  const rows = await db.select().from(businessTypes).orderBy(asc(businessTypes.id));
  return rows.map((row) => ({ ...row, name: locale === 'en' ? row.nameEn : row.nameIt })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
