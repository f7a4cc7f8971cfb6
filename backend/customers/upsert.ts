// Customers are created by the contracts that name them: a company is one
// per agency and VAT number, its signers one per fiscal code. A new contract
// brings the company's latest details; fields it leaves out keep what was
// known (COALESCE), so a shorter form never erases data.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../contracts/status-change';
import type { CompanyInput, SignerInput } from '../contracts/schemas';
import { companies, signers } from '../db/schema';

const keep = (column: string) => sql.raw(`coalesce(excluded."${column}", "companies"."${column}")`);

export async function upsertCompany(tx: Tx, agencyId: number, createdById: number, input: CompanyInput): Promise<number> {
  const [row] = await tx
    .insert(companies)
    .values({
      agencyId,
      createdById,
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
    })
    .onConflictDoUpdate({
      target: [companies.agencyId, companies.vatNumber],
      set: {
        name: sql.raw('excluded."name"'),
        address: sql.raw('excluded."address"'),
        postalCode: sql.raw('excluded."postal_code"'),
        municipality: sql.raw('excluded."municipality"'),
        province: sql.raw('excluded."province"'),
        fiscalCode: keep('fiscal_code'),
        pec: keep('pec'),
        iban: keep('iban'),
        phone: keep('phone'),
        email: keep('email'),
        employees: keep('employees'),
        businessTypeId: keep('business_type_id'),
        incorporationDate: keep('incorporation_date'),
        companySolidity: keep('company_solidity'),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: companies.id });
  return row!.id;
}

/** The signers' ids in the order given; known fiscal codes are updated, new ones added. */
export async function upsertSigners(tx: Tx, companyId: number, inputs: readonly SignerInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const existing = await tx
    .select({ id: signers.id, fiscalCode: signers.fiscalCode })
    .from(signers)
    .where(and(eq(signers.companyId, companyId), inArray(signers.fiscalCode, inputs.map((s) => s.fiscalCode))));
  const ids: number[] = [];
  for (const input of inputs) {
    const values = {
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
    const known = existing.find((e) => e.fiscalCode === input.fiscalCode);
    if (known) {
      await tx.update(signers).set(values).where(eq(signers.id, known.id));
      if (!ids.includes(known.id)) ids.push(known.id);
    } else {
      const [row] = await tx.insert(signers).values({ companyId, ...values }).returning({ id: signers.id });
      existing.push({ id: row!.id, fiscalCode: input.fiscalCode });
      ids.push(row!.id);
    }
  }
  return ids;
}
