// Limits of the cart rules that the browser names in its messages, apart from
// the rules themselves so that naming one does not load them all.

/** Accessories are at most 49% of the goods' total price. */
export const ACCESSORIES_MAX_PERCENT = 49;

/** The yearly taxable income of the tax simulation, in euros: the API's schemas and the recap's field accept up to this. */
export const MAX_TAXABLE_INCOME = 1_000_000_000;
