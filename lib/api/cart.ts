import 'server-only';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import type { CatalogueInfo, ServiceInfo, StoredQuote } from '../cart/types';
import type { PortalSession } from '../session';
import { apiJson } from '../upstream';
import { getAccessories, getProduct, getServices } from './catalogue';

// Typed reads of the cart for server components: the open quote the API keeps
// for the user in the selected agency, the catalogue facts of its models, and
// a submitted contract's outcome.

const auth = (session: PortalSession) => ({ accessToken: session.accessToken, agencyId: session.agencyId });

export function getOpenQuote(session: PortalSession): Promise<StoredQuote> {
  return apiJson<StoredQuote>(`/api/Agency/${session.agencyId}/Cart`, auth(session));
}

/** Models, accessories and services of the quote's lines; a model no longer sold is simply absent. */
export async function getCatalogueInfo(session: PortalSession, modelIds: readonly number[]): Promise<CatalogueInfo> {
  const info: CatalogueInfo = { models: {}, accessories: {}, services: {} };
  await Promise.all(
    [...new Set(modelIds)].map(async (id) => {
      const product = await getProduct(session, id);
      if (!product) return;
      const [accessories, services] = await Promise.all([getAccessories(session, id), getServices(session, id)]);
      info.models[id] = {
        id,
        familyId: product.familyId,
        name: product.name,
        brand: product.brand,
        partNumber: product.partNumber,
        category: product.category,
        listPrice: product.listPrice,
        flexEligible: product.flexEligible,
        warehouseStatus: product.warehouseStatus,
        imageUrl: product.imageUrl,
      };
      info.accessories[id] = accessories;
      info.services[id] = services;
    }),
  );
  return info;
}

/** The guarantee services of each product category among the models (the tiers' prices and terms depend on the category). */
export async function getServicesByCategory(session: PortalSession, modelIds: readonly number[]): Promise<Record<string, ServiceInfo[]>> {
  const products = await Promise.all([...new Set(modelIds)].map((id) => getProduct(session, id)));
  const firstOfCategory = new Map<string, number>();
  for (const product of products) if (product && !firstOfCategory.has(product.category)) firstOfCategory.set(product.category, product.id);
  const entries = await Promise.all([...firstOfCategory].map(async ([category, id]) => [category, await getServices(session, id)] as const));
  return Object.fromEntries(entries);
}

export type SubmittedContract = Pick<ContractDetail, 'id' | 'number' | 'status' | 'monthlyPayment' | 'totalValue' | 'durationMonths'> & {
  companyName: string | null;
};

export async function getSubmittedContract(session: PortalSession, contractId: number): Promise<SubmittedContract> {
  const detail = await apiJson<ContractDetail>(`/api/Agency/${session.agencyId}/Contracts/${contractId}`, auth(session));
  return {
    id: detail.id,
    number: detail.number,
    status: detail.status,
    monthlyPayment: detail.monthlyPayment,
    totalValue: detail.totalValue,
    durationMonths: detail.durationMonths,
    companyName: detail.company?.name ?? null,
  };
}
