// The agency's customer records (companies and their signers) as contracts
// meet them. A contract names its company by VAT number and is linked to the
// agency's record of that number, created when new. The record is changed
// only by a caller whose customer scope holds it, and the contract keeps its
// own copy of what was typed: typing a VAT number never reads or changes
// another agent's customer (docs/domain.md, "Company data").
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../auth/actor';
import { companyCopy, signerCopy } from './company-copy';
import type { CompanyInput, SignerInput } from '../../core/schemas/contracts';
import type { Tx } from '../db/client';
import { companies, signers } from '../db/schema';
import { customerScope } from '../auth/data-scope';

const keep = (column: string) => sql.raw(`coalesce(excluded."${column}", "companies"."${column}")`);

const companyValues = (agencyId: number, createdById: number, input: CompanyInput) => ({ agencyId, createdById, ...companyCopy(input) });

/** Name and address are replaced; fields a shorter form leaves out keep what was known. */
const MERGE = {
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
};

export interface CompanyLink {
  /** the agency's record of the VAT number: the contract's companyId */
  companyId: number;
  /** whether the caller's scope holds that record (then it was updated with what they typed) */
  holdsRecord: boolean;
}

/**
 * The agency's record of the company a contract names: created (by the
 * caller) when the agency has none, updated when the caller's scope holds
 * it, otherwise only linked. Signers follow the record's fate.
 */
export async function recordCompany(tx: Tx, viewer: Viewer, input: CompanyInput, signerInputs: readonly SignerInput[]): Promise<CompanyLink> {
  const { agencyId, userId } = viewer.actor;
  const key = and(eq(companies.agencyId, agencyId), eq(companies.vatNumber, input.vatNumber));
  // The conditional upsert updates only a record in scope; none back means "exists, not yours" (or a race, read below).
  const [written] = await tx
    .insert(companies)
    .values(companyValues(agencyId, userId, input))
    .onConflictDoUpdate({ target: [companies.agencyId, companies.vatNumber], set: MERGE, setWhere: customerScope(viewer) })
    .returning({ id: companies.id });
  if (written) {
    await recordSigners(tx, written.id, signerInputs);
    return { companyId: written.id, holdsRecord: true };
  }
  const [existing] = await tx.select({ id: companies.id }).from(companies).where(key);
  return { companyId: existing!.id, holdsRecord: false };
}

/** The record's signers by fiscal code: known ones updated, new ones added. */
export async function recordSigners(tx: Tx, companyId: number, inputs: readonly SignerInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const existing = await tx
    .select({ id: signers.id, fiscalCode: signers.fiscalCode })
    .from(signers)
    .where(
      and(
        eq(signers.companyId, companyId),
        inArray(
          signers.fiscalCode,
          inputs.map((s) => s.fiscalCode),
        ),
      ),
    );
  for (const input of inputs) {
    const values = signerCopy(input);
    const known = existing.find((e) => e.fiscalCode === input.fiscalCode);
    if (known) {
      await tx.update(signers).set(values).where(eq(signers.id, known.id));
    } else {
      const [row] = await tx
        .insert(signers)
        .values({ companyId, ...values })
        .returning({ id: signers.id });
      existing.push({ id: row!.id, fiscalCode: input.fiscalCode });
    }
  }
}
