// What the browser knows while editing a quote: the quote itself (the API's
// draft shape) and the catalogue facts of the models in it, as plain objects
// that travel from server components to client ones.
import type { GuaranteeTier, ModelCategory, WarehouseStatus } from '../../core/domain/catalogue';

export type { CompanyDraft, CustomerDraft, DestinationDraft, OpenQuote, QuoteLine, SignerDraft } from '@/core/schemas/cart';

export interface ModelInfo {
  id: number;
  familyId: number;
  name: string;
  brand: string;
  partNumber: string;
  category: ModelCategory;
  listPrice: number;
  flexEligible: boolean;
  warehouseStatus: WarehouseStatus;
  imageUrl: string | null;
}

export interface AccessoryInfo {
  id: number;
  name: string;
  partNumber: string;
  price: number;
}

export interface GuaranteeTerms {
  level: string;
  accidentalCoverYears: number | null;
  freeAccidents: number;
  handlingFee: { amount: number; upTo: boolean; plusVat: boolean };
  theft: { maxCoverYears: number; deductible: number | null; deductibleAfterMonth36Max: number };
}

export interface ServiceInfo {
  id: number;
  tier: GuaranteeTier;
  category: ModelCategory;
  price: number;
  terms: GuaranteeTerms;
}

/** Keyed by model id. */
export interface CatalogueInfo {
  models: Record<number, ModelInfo>;
  accessories: Record<number, AccessoryInfo[]>;
  services: Record<number, ServiceInfo[]>;
}

/** SPEC §3: the agency's shipping terms (from the session). */
export interface AgencyTerms {
  shippingUnitCost: number;
  shippingMaxUnits: number;
}

export interface StoredQuote<Q> {
  quote: Q;
  revision: number;
  updatedAt: string | null;
}
