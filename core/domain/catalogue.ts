// Catalogue vocabulary (docs/domain.md) shared by the API and the portal.

/** warehouse statuses with their meaning: available (ready for delivery), incoming (1–2 weeks), … */
export const WAREHOUSE_STATUSES = ['available', 'incoming', 'callForAvailability', 'notAvailable', 'notSpecified'] as const;
export type WarehouseStatus = (typeof WAREHOUSE_STATUSES)[number];

/** Model categories decide the guarantee fees (docs/domain.md: phones and tablets vs notebooks). */
export const MODEL_CATEGORIES = ['smartphone', 'tablet', 'notebook', 'camera'] as const;
export type ModelCategory = (typeof MODEL_CATEGORIES)[number];

export const GUARANTEE_TIERS = ['SILVER', 'GOLD', 'PLATINUM'] as const;
export type GuaranteeTier = (typeof GUARANTEE_TIERS)[number];

export const FINANCING_DURATIONS = [24, 36, 48, 60] as const;

/** purchase; redemption 'Noleggio flex'; lease 'Noleggio plus' (docs/domain.md). */
export const CONTRACT_TYPES = ['purchase', 'flex', 'plus'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
