import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { WarehouseStatus } from '../../core/domain/catalogue';
import type { PortalSession } from '../server/session';
import { api, type ApiAnswer } from '../upstream';

// Typed reads of the catalogue for server components, with the
// session's token and the page's language for localized content.

export type Family = ApiAnswer<'GET', '/api/Anagra/ProductFamilies'>[number];
export type ProductPage = ApiAnswer<'GET', '/api/Agency/{agencyId}/Products'>;
export type Product = ProductPage['items'][number];
export type Accessory = ApiAnswer<'GET', '/api/Agency/{agencyId}/ProductModel/{productModelId}/Accessories'>[number];
export type Service = ApiAnswer<'GET', '/api/Agency/{agencyId}/ProductModel/{productModelId}/Services'>[number];
export type ProductContent = ApiAnswer<'GET', '/api/Icecat'>['data'];
export type Story = ApiAnswer<'GET', '/api/VirtualLand/stories'>[number];
export type BusinessType = ApiAnswer<'GET', '/api/Agency/BusinessTypes'>[number];

export const PRODUCTS_PAGE_SIZE = 6;

const auth = (session: PortalSession, locale?: Locale) => ({ accessToken: session.accessToken, agencyId: session.agencyId, acceptLanguage: locale });
const agencyParams = (session: PortalSession) => ({ agencyId: String(session.agencyId) });

export function getFamilies(session: PortalSession): Promise<Family[]> {
  return api.get('/api/Anagra/ProductFamilies', { ...auth(session), query: { agencyId: String(session.agencyId), includeImage: 'true' } });
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
  return api.get('/api/Agency/{agencyId}/Products', {
    ...auth(session),
    params: agencyParams(session),
    query: {
      page: query.page ?? 1,
      pageSize: query.pageSize ?? PRODUCTS_PAGE_SIZE,
      productFamilyId: query.familyId || undefined,
      modelId: query.modelId || undefined,
      search: query.search || undefined,
      warehouseStatus: query.warehouseStatus || undefined,
    },
  });
}

export async function getProduct(session: PortalSession, modelId: number): Promise<Product | null> {
  const page = await getProducts(session, { modelId, pageSize: 1 });
  return page.items[0] ?? null;
}

export const getAccessories = (session: PortalSession, modelId: number) =>
  api.get('/api/Agency/{agencyId}/ProductModel/{productModelId}/Accessories', {
    ...auth(session),
    params: { ...agencyParams(session), productModelId: modelId },
  });

export const getServices = (session: PortalSession, modelId: number) =>
  api.get('/api/Agency/{agencyId}/ProductModel/{productModelId}/Services', { ...auth(session), params: { ...agencyParams(session), productModelId: modelId } });

export const getDurations = (session: PortalSession) => api.get('/api/Anagra/FinancialDurations', auth(session));

/** Product content by Icecat id, or by part number when the model has none (the API falls back). */
export async function getProductContent(session: PortalSession, key: string, locale: Locale): Promise<ProductContent> {
  const answer = await api.get('/api/Icecat', { ...auth(session, locale), query: { url: key } });
  return answer.data;
}

export async function getS3Data(session: PortalSession, partNumber: string): Promise<Record<string, unknown>> {
  const answer = await api.get('/api/s3', { ...auth(session), query: { pn: partNumber } });
  return answer.Data;
}

export const getStories = (session: PortalSession, locale: Locale) => api.get('/api/VirtualLand/stories', auth(session, locale));

export const getBusinessTypes = (locale: Locale) => api.get('/api/Agency/BusinessTypes', { acceptLanguage: locale });
