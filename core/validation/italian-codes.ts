// Check digits of Italian tax codes, the rules a regex cannot state: a partita
// IVA ends with a Luhn-style check digit, a person's codice fiscale with a check
// letter. Pure functions on bare uppercase values (normalizeForPattern gives
// them), shared by the forms, the API's schemas and the demo data generators.
import { FISCAL_CODE_FORMAT } from './patterns';

/** The check digit of a partita IVA from its first 10 digits (Agenzia delle Entrate's Luhn variant). */
export function vatCheckDigit(first10: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = first10.charCodeAt(i) - 48;
    // 1st, 3rd… digits count as they are; 2nd, 4th… doubled, less 9 above 9
    sum += i % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return String((10 - (sum % 10)) % 10);
}

/** 11 digits whose last is the check digit of the first 10. */
export function isValidVatNumber(value: string): boolean {
  return /^\d{11}$/.test(value) && vatCheckDigit(value.slice(0, 10)) === value[10];
}

/** A complete partita IVA from its first 10 digits. */
export function partitaIva(first10: string): string {
  return first10 + vatCheckDigit(first10);
}

/** Values of a digit or letter at the 1st, 3rd… position (the official table); 2nd, 4th… count 0–25 as they are. */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** The check letter of a codice fiscale from its first 15 characters (uppercase). */
export function fiscalCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const code = first15.charCodeAt(i);
    // a digit counts as the letter at its index: 0 as A, 1 as B…
    const index = code <= 57 ? code - 48 : code - 65;
    sum += i % 2 === 0 ? ODD_VALUES[index]! : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** 16 characters in the format of a person's code (omocodic ones too) ending with its check letter. */
export function isValidPersonFiscalCode(value: string): boolean {
  return FISCAL_CODE_FORMAT.test(value) && fiscalCodeCheckChar(value.slice(0, 15)) === value[15];
}

/** A company's fiscal code is its 11-digit number (checked like a partita IVA); a sole trader's is a person's code. */
export function isValidCompanyFiscalCode(value: string): boolean {
  return value.length === 11 ? isValidVatNumber(value) : isValidPersonFiscalCode(value);
}
