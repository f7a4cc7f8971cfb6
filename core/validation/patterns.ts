// The patterns (docs/domain.md), shared by every form (react-hook-form + zod) and
// re-checked by the API. Each has a message key in messages/*.json `validation`.
// The check digits a regex cannot state are in checks.ts: a browser form that
// tests only these patterns does not load them.

/**
 * A person's codice fiscale: surname and name letters, year, month letter, day
 * (+40 for women), birthplace (a letter and 3 digits), check letter. Omocodia:
 * when two people would share a code, the Agenzia replaces digits, from the
 * right, by the letters L M N P Q R S T U V (0–9); such codes are real and valid,
 * so the 7 digit positions accept those letters too.
 */
export const FISCAL_CODE_FORMAT = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

export const PATTERNS = {
  /** at least one non-blank character */
  nonEmpty: /\S/,
  /** loose international phone: optional +, digits, spaces, dashes, dots, brackets */
  phone: /^\+?[0-9(][0-9 ().-]{4,18}[0-9]$/,
  email: /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
  /** at least 8 characters with a lowercase, an uppercase, a digit and a special character */
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/,
  year: /^\d{4}$/,
  postalCode: /^\d{5}$/,
  /** 11 digits; the last must also be the check digit (CHECKS) */
  vatNumber: /^\d{11}$/,
  /** Italian phone: 0 or 3, then 5 to 10 digits */
  italianPhone: /^[03]\d{5,10}$/,
  /** a person's, uppercase (normalizeForPattern): 6 letters, 2 digits, month letter, 2 digits, letter, 3 digits, check letter; omocodic letters for digits accepted */
  fiscalCode: FISCAL_CODE_FORMAT,
  /** a company's: its 11-digit number, or a person's code for sole traders */
  companyFiscalCode: new RegExp(`^\\d{11}$|${FISCAL_CODE_FORMAT.source}`),
  /** IT, 2 check digits, CIN letter, ABI and CAB (10 digits), 12 alphanumerics */
  iban: /^IT\d{2}[A-Za-z]\d{10}[A-Za-z0-9]{12}$/,
  /** 3 to 60 letters, digits and . _ @ -, starting with a letter or digit */
  username: /^[A-Za-z0-9][A-Za-z0-9._@-]{2,59}$/,
  /** EAN-8 or EAN-13; the last digit must also be the check digit (CHECKS) */
  ean: /^(\d{8}|\d{13})$/,
} as const;

export type PatternName = keyof typeof PATTERNS;

/** The message key (messages/*.json, namespace `validation`) of each pattern. */
export const PATTERN_MESSAGES: Record<PatternName, string> = {
  nonEmpty: 'required',
  phone: 'invalidPhone',
  email: 'invalidEmail',
  password: 'invalidPassword',
  year: 'invalidYear',
  postalCode: 'invalidPostalCode',
  vatNumber: 'invalidVatNumber',
  italianPhone: 'invalidPhone',
  fiscalCode: 'invalidFiscalCode',
  companyFiscalCode: 'invalidFiscalCode',
  iban: 'invalidIban',
  username: 'invalidUsername',
  ean: 'invalidEan',
};

/** Codes people type with spaces or in lowercase are compared without them. */
const COMPACT: readonly PatternName[] = ['vatNumber', 'postalCode', 'fiscalCode', 'companyFiscalCode', 'iban', 'italianPhone', 'ean'];
const UPPERCASE: readonly PatternName[] = ['fiscalCode', 'companyFiscalCode', 'iban'];

export function normalizeForPattern(name: PatternName, value: string): string {
  if (!COMPACT.includes(name)) return value.trim();
  const compact = value.replace(/\s+/g, '');
  return UPPERCASE.includes(name) ? compact.toUpperCase() : compact;
}

/** The patterns with a check digit (checks.ts) besides their format. */
export type CheckedName = 'vatNumber' | 'fiscalCode' | 'companyFiscalCode' | 'ean';

/** A value meets a pattern that has no check digit (see checks.ts for those that have one). */
export function matchesFormat(name: Exclude<PatternName, CheckedName>, value: string): boolean {
  return PATTERNS[name].test(normalizeForPattern(name, value));
}
