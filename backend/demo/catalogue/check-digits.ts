// Check digits, so demo EANs and VAT numbers are valid, not merely well-formed.

/** EAN-13 from its first 12 digits (GS1: weights 1 and 3 from the left). */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** Italian partita IVA from its first 10 digits: the rule the API checks. */
export { partitaIva } from '../../../core/validation/italian-codes';
