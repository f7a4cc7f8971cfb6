// EAN (GTIN-8 and GTIN-13) check digits: GS1 weights 3 and 1 from the right of the payload.

/** The check digit of an EAN's payload (its digits without the last). */
export function eanCheckDigit(payload: string): string {
  const sum = [...payload].reverse().reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return String((10 - (sum % 10)) % 10);
}

/** 8 or 13 digits whose last is the check digit of the others. */
export function isValidEan(value: string): boolean {
  return /^(\d{8}|\d{13})$/.test(value) && eanCheckDigit(value.slice(0, -1)) === value.slice(-1);
}
