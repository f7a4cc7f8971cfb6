// The patterns of SPEC §5, shared by every form (react-hook-form + zod) and
// re-checked by the API. Each has a message key in messages/*.json `validation`.

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
  vatNumber: /^\d{11}$/,
  /** Italian phone: 0 or 3, then 5 to 10 digits */
  italianPhone: /^[03]\d{5,10}$/,
  /** 6 letters, 2 digits, letter, 2 digits, letter, 3 digits, letter */
  fiscalCode: /^[A-Za-z]{6}\d{2}[A-Za-z]\d{2}[A-Za-z]\d{3}[A-Za-z]$/,
  /** IT, 2 check digits, CIN letter, ABI and CAB (10 digits), 12 alphanumerics */
  iban: /^IT\d{2}[A-Za-z]\d{10}[A-Za-z0-9]{12}$/,
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
  iban: 'invalidIban',
};

/** Codes people type with spaces or in lowercase are compared without them. */
const COMPACT: readonly PatternName[] = ['vatNumber', 'postalCode', 'fiscalCode', 'iban', 'italianPhone'];

export function normalizeForPattern(name: PatternName, value: string): string {
  if (!COMPACT.includes(name)) return value.trim();
  const compact = value.replace(/\s+/g, '');
  return name === 'fiscalCode' || name === 'iban' ? compact.toUpperCase() : compact;
}

export function matches(name: PatternName, value: string): boolean {
  return PATTERNS[name].test(normalizeForPattern(name, value));
}
