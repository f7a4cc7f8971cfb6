import 'server-only';
import type { z } from 'zod';
import type {
  AccessorySchema,
  BusinessTypeSchema,
  DurationSchema,
  FamilySchema,
  ProductPageSchema,
  ProductSchema,
  ServiceSchema,
} from '@/core/schemas/catalogue';
import type { ProductContentSchema, StorySchema } from '@/core/schemas/content';
import type { Locale } from '@/i18n/routing';
import type { WarehouseStatus } from '../../core/domain/catalogue';
import type { PortalSession } from '../session';
import { apiJson } from '../upstream';

// Typed reads of the catalogue for server components, with the
// session's token and the page's language for localized content.

export type Family = z.infer<typeof FamilySchema>;
export type Product = z.infer<typeof ProductSchema>;
export type ProductPage = z.infer<typeof ProductPageSchema>;
export type Accessory = z.infer<typeof AccessorySchema>;
export type Service = z.infer<typeof ServiceSchema>;
export type ProductContent = z.infer<typeof ProductContentSchema>;
export type Story = z.infer<typeof StorySchema>;
export type BusinessType = z.infer<typeof BusinessTypeSchema>;

export const PRODUCTS_PAGE_SIZE = 6;

const auth = (session: PortalSession, locale?: Locale) => ({ accessToken: session.accessToken, agencyId: session.agencyId, acceptLanguage: locale });
const agencyPath = (session: PortalSession, rest: string) => `/api/Agency/${session.agencyId}${rest}`;

export function getFamilies(session: PortalSession): Promise<Family[]> {
  const query = new URLSearchParams({ agencyId: String(session.agencyId), includeImage: 'true' });
  return apiJson<Family[]>(`/api/Anagra/ProductFamilies?${query}`, auth(session));
}

export interface ProductQuery {
  familyId?: number;
  modelId?: number;
  search?: string;
  warehouseStatus?: WarehouseStatus;
  page?: number;
  pageSize?: number;
}

export function getProducts(session: PortalSession, query: ProductQuery): Promise<ProductPage> {
  const params = new URLSearchParams({ page: String(query.page ?? 1), pageSize: String(query.pageSize ?? PRODUCTS_PAGE_SIZE) });
  if (query.familyId) params.set('productFamilyId', String(query.familyId));
  if (query.modelId) params.set('modelId', String(query.modelId));
  if (query.search) params.set('search', query.search);
  if (query.warehouseStatus) params.set('warehouseStatus', query.warehouseStatus);
  return apiJson<ProductPage>(agencyPath(session, `/Products?${params}`), auth(session));
}

export async function getProduct(session: PortalSession, modelId: number): Promise<Product | null> {
  const page = await getProducts(session, { modelId, pageSize: 1 });
  return page.items[0] ?? null;
}

export const getAccessories = (session: PortalSession, modelId: number) =>
  apiJson<Accessory[]>(agencyPath(session, `/ProductModel/${modelId}/Accessories`), auth(session));

export const getServices = (session: PortalSession, modelId: number) =>
  apiJson<Service[]>(agencyPath(session, `/ProductModel/${modelId}/Services`), auth(session));

export const getDurations = (session: PortalSession) => apiJson<z.infer<typeof DurationSchema>[]>('/api/Anagra/FinancialDurations', auth(session));

/** Product content by Icecat id, or by part number when the model has none (the API falls back). */
export async function getProductContent(session: PortalSession, key: string, locale: Locale): Promise<ProductContent> {
  const answer = await apiJson<{ data: ProductContent }>(`/api/Icecat?url=${encodeURIComponent(key)}`, auth(session, locale));
  return answer.data;
}

export async function getS3Data(session: PortalSession, partNumber: string): Promise<Record<string, unknown>> {
  const answer = await apiJson<{ Data: Record<string, unknown> }>(`/api/s3?pn=${encodeURIComponent(partNumber)}`, auth(session));
  return answer.Data;
}

export const getStories = (session: PortalSession, locale: Locale) => apiJson<Story[]>('/api/VirtualLand/stories', auth(session, locale));

export const getBusinessTypes = (locale: Locale) => apiJson<BusinessType[]>('/api/Agency/BusinessTypes', { acceptLanguage: locale });
