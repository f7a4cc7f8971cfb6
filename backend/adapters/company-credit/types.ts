// Company-credit lookup by VAT number (SPEC §7 "a company-credit lookup
// service"): what a credit bureau knows of a company. Fields it does not
// know stay null; the catalogue service lists them as missing.
import { z } from 'zod';

export const CompanyCreditRecordSchema = z.object({
  vatNumber: z.string(),
  name: z.string(),
  fiscalCode: z.string().nullable().default(null),
  pec: z.string().nullable().default(null),
  address: z.string().nullable().default(null),
  postalCode: z.string().nullable().default(null),
  municipality: z.string().nullable().default(null),
  province: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  employees: z.number().int().nullable().default(null),
  businessTypeCode: z.string().nullable().default(null),
  incorporationDate: z.string().nullable().default(null),
  companySolidity: z.number().int().min(0).max(100).nullable().default(null),
});

export type CompanyCreditRecord = z.infer<typeof CompanyCreditRecordSchema>;

export interface CompanyCreditLookup {
  readonly kind: 'registry' | 'remote';
  /** null when the bureau does not know the VAT number */
  byVatNumber(vatNumber: string): Promise<CompanyCreditRecord | null>;
}
