// Check digits, so demo EANs and VAT numbers are valid, not merely well-formed.

/** EAN-13 from its first 12 digits (GS1: weights 1 and 3 from the left). */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** Italian partita IVA from its first 10 digits (Luhn variant of the Agenzia delle Entrate). */
export function partitaIva(first10: string): string {
  const sum = [...first10].reduce((acc, ch, i) => {
    const d = Number(ch);
    if (i % 2 === 0) return acc + d;
    const doubled = d * 2;
    return acc + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return first10 + String((10 - (sum % 10)) % 10);
}
