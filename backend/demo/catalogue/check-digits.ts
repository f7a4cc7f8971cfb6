// Check digits, so demo EANs and VAT numbers are valid, not merely well-formed.

import { eanCheckDigit } from '../../../core/validation/ean';

/** EAN-13 from its first 12 digits: the rule the API checks. */
export const ean13 = (first12: string): string => first12 + eanCheckDigit(first12);

/** Italian partita IVA from its first 10 digits: the rule the API checks. */
export { partitaIva } from '../../../core/validation/italian-codes';
