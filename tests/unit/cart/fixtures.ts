// A small catalogue and quotes for the browser-side cart tests: an iPhone
// (flex, smartphone), a ThinkPad (notebook) and an iPad Air with its keyboard.
import { OpenQuoteSchema } from '@/core/schemas/cart';
import type { AgencyTerms, CatalogueInfo, OpenQuote, ServiceInfo } from '@/lib/cart/types';

const terms = {
  level: 'basic',
  accidentalCoverYears: 2,
  freeAccidents: 0,
  handlingFee: { amount: 300, upTo: true, plusVat: false },
  theft: { maxCoverYears: 3, deductible: 250, deductibleAfterMonth36Max: 300 },
};
const services = (category: ServiceInfo['category'], prices: [number, number, number]): ServiceInfo[] =>
  (['SILVER', 'GOLD', 'PLATINUM'] as const).map((tier, i) => ({ id: i + 1, tier, category, price: prices[i]!, terms }));

export const IPHONE = 1;
export const THINKPAD = 2;
export const IPAD_AIR = 3;
export const CHARGER = 10;
export const KEYBOARD = 11;
export const PENCIL = 12;

export const INFO: CatalogueInfo = {
  models: {
    [IPHONE]: {
      id: IPHONE,
      familyId: 1,
      name: 'iPhone 16',
      brand: 'Apple',
      partNumber: 'MYE73QL/A',
      category: 'smartphone',
      listPrice: 819,
      flexEligible: true,
      warehouseStatus: 'available',
      imageUrl: null,
    },
    [THINKPAD]: {
      id: THINKPAD,
      familyId: 3,
      name: 'ThinkPad E14',
      brand: 'Lenovo',
      partNumber: '21M7002LIX',
      category: 'notebook',
      listPrice: 899,
      flexEligible: false,
      warehouseStatus: 'available',
      imageUrl: null,
    },
    [IPAD_AIR]: {
      id: IPAD_AIR,
      familyId: 2,
      name: 'iPad Air',
      brand: 'Apple',
      partNumber: 'MUWC3TY/A',
      category: 'tablet',
      listPrice: 699,
      flexEligible: true,
      warehouseStatus: 'incoming',
      imageUrl: null,
    },
  },
  accessories: {
    [IPHONE]: [{ id: CHARGER, name: 'Alimentatore 20W', partNumber: 'MW2G3ZM/A', price: 19.9 }],
    [THINKPAD]: [],
    [IPAD_AIR]: [
      { id: KEYBOARD, name: 'Magic Keyboard', partNumber: 'MWR43T/A', price: 289 },
      { id: PENCIL, name: 'Apple Pencil', partNumber: 'MUWA3ZM/A', price: 79 },
    ],
  },
  services: {
    [IPHONE]: services('smartphone', [49, 89, 129]),
    [THINKPAD]: services('notebook', [79, 149, 219]),
    [IPAD_AIR]: services('tablet', [59, 99, 149]),
  },
};

export const AGENCY: AgencyTerms = { shippingUnitCost: 5, shippingMaxUnits: 2 };

/** A quote as the API would give it, with `over` on top of the defaults. */
export function quote(over: Record<string, unknown> = {}): OpenQuote {
  return OpenQuoteSchema.parse(over);
}

export const line = (modelId: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  modelId,
  quantity,
  accessories: [],
  services: [{ tier: 'SILVER', quantity }],
  ...extra,
});
