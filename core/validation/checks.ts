// A pattern's whole rule: its format (patterns.ts) and, for tax codes and EANs, the check digit a regex cannot
// state. The API's schemas use these; a browser form loads them only when it needs a check digit.
import { isValidEan } from './ean';
import { isValidCompanyFiscalCode, isValidPersonFiscalCode, isValidVatNumber } from './italian-codes';
import { type CheckedName, PATTERNS, type PatternName, normalizeForPattern } from './patterns';

const CHECKS: Record<CheckedName, (normalized: string) => boolean> = {
  vatNumber: isValidVatNumber,
  fiscalCode: isValidPersonFiscalCode,
  companyFiscalCode: isValidCompanyFiscalCode,
  ean: isValidEan,
};

/** A value already normalised (normalizeForPattern) meets the rule: its pattern and, for tax codes, its check. */
export function passes(name: PatternName, normalized: string): boolean {
  return PATTERNS[name].test(normalized) && (CHECKS[name as CheckedName]?.(normalized) ?? true);
}

export function matches(name: PatternName, value: string): boolean {
  return passes(name, normalizeForPattern(name, value));
}
