// Company-credit lookup by VAT number ("a company-credit lookup
// service"): what a credit bureau knows of a company. Fields it does not
// know stay null; the catalogue service lists them as missing.
import { z } from 'zod';
import { CompanyCreditSchema } from '../../../core/schemas/content';

/** The lookup's answer names the company the way the API does; only the business type differs (a code here, resolved to its id). */
const known = CompanyCreditSchema.shape.company.shape;

export const CompanyCreditRecordSchema = z.object({
  vatNumber: known.vatNumber,
  name: known.name,
  fiscalCode: known.fiscalCode.default(null),
  pec: known.pec.default(null),
  address: known.address.default(null),
  postalCode: known.postalCode.default(null),
  municipality: known.municipality.default(null),
  province: known.province.default(null),
  phone: known.phone.default(null),
  email: known.email.default(null),
  employees: known.employees.default(null),
  businessTypeCode: z.string().nullable().default(null),
  incorporationDate: known.incorporationDate.default(null),
  // a score out of 100: a bureau answering more is answering something else
  companySolidity: z.number().int().min(0).max(100).nullable().default(null),
});

export type CompanyCreditRecord = z.infer<typeof CompanyCreditRecordSchema>;

export interface CompanyCreditLookup {
  readonly kind: 'registry' | 'remote';
  /** null when the bureau does not know the VAT number */
  byVatNumber(vatNumber: string): Promise<CompanyCreditRecord | null>;
}
