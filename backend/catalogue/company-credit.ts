// Company-credit lookup by VAT number: the company as the bureau knows it,
// with its business type resolved, and the fields it could not find (docs/domain.md
// 'Alcuni dati non sono stati trovati': the user fills them in and goes on).
import { eq } from 'drizzle-orm';
import { passes } from '../../core/validation/checks';
import { normalizeForPattern } from '../../core/validation/patterns';
import type { Adapters } from '../adapters';
import type { CompanyCreditRecord } from '../adapters/company-credit/types';
import { UpstreamError } from '../adapters/http';
import type { Database } from '../db/client';
import { LOOKUP_FIELDS, type LookupField } from '../../core/domain/company';
import { businessTypes } from '../db/schema';
import { ApiError } from '../http/errors';

export function missingFieldsOf(company: Record<LookupField, unknown>): LookupField[] {
  return LOOKUP_FIELDS.filter((field) => company[field] === null || company[field] === undefined || company[field] === '');
}

export async function lookupCompany(db: Database, adapters: Adapters, typed: string) {
  const vatNumber = normalizeForPattern('vatNumber', typed);
  // a number that cannot be a VAT number (shape or check digit) is bad input, not an unknown company
  if (!passes('vatNumber', vatNumber)) throw new ApiError(400, [{ field: 'vatNumber', code: vatNumber ? 'invalid_vat_number' : 'required' }]);
  let record: CompanyCreditRecord | null;
  try {
    record = await adapters.companyCredit.byVatNumber(vatNumber);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.error(`[backend] ${error.message}`);
    throw new ApiError(502, 'connection_error');
  }
  if (!record) throw new ApiError(404, 'no_data');
  const { businessTypeCode, ...fields } = record;
  const [type] = businessTypeCode ? await db.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.code, businessTypeCode)) : [];
  const company = { ...fields, businessTypeId: type?.id ?? null };
  return { company, missingFields: missingFieldsOf(company) };
}
