// A contract's own copy of its company and signers, as given when it was
// created or last edited (docs/domain.md, "Company data").
import type { Company } from '../db/schema';
import type { CompanyInput, SignerInput } from '../../core/schemas/contracts';
import type { CompanySnapshot, SignerSnapshot } from '../../core/schemas/contracts-answers';

export function companyCopy(input: CompanyInput): CompanySnapshot {
  return {
    name: input.name,
    vatNumber: input.vatNumber,
    fiscalCode: input.fiscalCode ?? null,
    pec: input.pec ?? null,
    iban: input.iban ?? null,
    address: input.address,
    postalCode: input.postalCode,
    municipality: input.municipality,
    province: input.province,
    phone: input.phone ?? null,
    email: input.email ?? null,
    employees: input.employees ?? null,
    businessTypeId: input.businessTypeId ?? null,
    incorporationDate: input.incorporationDate ?? null,
    companySolidity: input.companySolidity ?? null,
  };
}

/** A customer quoting for their own company without retyping it: the record as it stands. */
export function companyCopyOfRecord(row: Company): CompanySnapshot {
  return {
    name: row.name,
    vatNumber: row.vatNumber,
    fiscalCode: row.fiscalCode,
    pec: row.pec,
    iban: row.iban,
    address: row.address,
    postalCode: row.postalCode,
    municipality: row.municipality,
    province: row.province,
    phone: row.phone,
    email: row.email,
    employees: row.employees,
    businessTypeId: row.businessTypeId,
    incorporationDate: row.incorporationDate,
    companySolidity: row.companySolidity,
  };
}

export function signerCopy(input: SignerInput): SignerSnapshot {
  return {
    name: input.name,
    surname: input.surname,
    role: input.role,
    fiscalCode: input.fiscalCode,
    birthDate: input.birthDate ?? null,
    country: input.country ?? null,
    province: input.province ?? null,
    town: input.town ?? null,
    documentType: input.documentType ?? null,
    documentNumber: input.documentNumber ?? null,
  };
}

/** The contract columns that hold the copy; all empty for a draft without a company. */
export function companyColumns(company: CompanySnapshot | null, signers: readonly SignerInput[]) {
  return {
    company,
    companyName: company?.name ?? null,
    companyVatNumber: company?.vatNumber ?? null,
    signers: company ? signers.map(signerCopy) : [],
  };
}
