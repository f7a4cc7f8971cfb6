// Catalogue vocabulary of SPEC §3/§4/§9 shared by the API and the portal.

/** SPEC §4 warehouse statuses with their meaning: available (ready for delivery), incoming (1–2 weeks), … */
export const WAREHOUSE_STATUSES = ['available', 'incoming', 'callForAvailability', 'notAvailable', 'notSpecified'] as const;
export type WarehouseStatus = (typeof WAREHOUSE_STATUSES)[number];

/** Model categories decide the guarantee fees (SPEC §9: phones and tablets vs notebooks). */
export const MODEL_CATEGORIES = ['smartphone', 'tablet', 'notebook', 'camera'] as const;
export type ModelCategory = (typeof MODEL_CATEGORIES)[number];

export const GUARANTEE_TIERS = ['SILVER', 'GOLD', 'PLATINUM'] as const;
export type GuaranteeTier = (typeof GUARANTEE_TIERS)[number];

export const FINANCING_DURATIONS = [24, 36, 48, 60] as const;

/** purchase; redemption 'Noleggio flex'; lease 'Noleggio plus' (SPEC §3). */
export const CONTRACT_TYPES = ['purchase', 'flex', 'plus'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
