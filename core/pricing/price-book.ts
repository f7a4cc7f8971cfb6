// What pricing needs to know about the catalogue and the agency, as plain
// data: the cart rules and the computation stay pure and testable without a
// database. load-price-book.ts fills it from the database for one cart.
import type { GuaranteeTier, ModelCategory } from '../domain/catalogue';
import type { RateBand } from './rules';

export interface BookModel {
  id: number;
  name: string;
  partNumber: string;
  category: ModelCategory;
  listPrice: number;
  flexEligible: boolean;
  /** accessories sold with this model */
  accessoryIds: ReadonlySet<number>;
}

export interface BookAccessory {
  id: number;
  name: string;
  partNumber: string;
  price: number;
}

export interface BookService {
  id: number;
  tier: GuaranteeTier;
  category: ModelCategory;
  price: number;
}

export interface BookAgency {
  id: number;
  shippingUnitCost: number;
  shippingMaxUnits: number;
  agentCommission: number;
  grenkeAgentCommission: number;
}

export interface PriceBook {
  provider: { id: number; code: string; name: string } | null;
  /** the provider's bands per offered duration (active durations only) */
  bandsByDuration: ReadonlyMap<number, readonly RateBand[]>;
  models: ReadonlyMap<number, BookModel>;
  accessories: ReadonlyMap<number, BookAccessory>;
  /** key: `${tier}:${category}` */
  services: ReadonlyMap<string, BookService>;
  agency: BookAgency;
}

export const serviceKey = (tier: GuaranteeTier, category: ModelCategory) => `${tier}:${category}`;
