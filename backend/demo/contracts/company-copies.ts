// The copies of companies and signers that seeded contracts keep, read from
// the seeded records (two signers at most, as the demo contracts name them).
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, signers } from '../../db/schema';
import { companyCopyOfRecord } from '../../contracts/company-copy';
import { signerColumns } from '../../contracts/detail-parts';
import type { CompanySnapshot, SignerSnapshot } from '../../../core/schemas/contracts-answers';

export interface CompanyCopy {
  company: CompanySnapshot;
  signers: SignerSnapshot[];
}

export async function companyCopies(db: Database, ids: readonly number[]): Promise<Map<number, CompanyCopy>> {
  const copies = new Map<number, CompanyCopy>();
  for (let i = 0; i < ids.length; i += 5_000) {
    const slice = ids.slice(i, i + 5_000);
    const [rows, people] = await Promise.all([
      db.select().from(companies).where(inArray(companies.id, slice)),
      db
        .select({ ...signerColumns, companyId: signers.companyId })
        .from(signers)
        .where(inArray(signers.companyId, slice))
        .orderBy(asc(signers.id)),
    ]);
    for (const row of rows) {
      const named = people
        .filter((p) => p.companyId === row.id)
        .slice(0, 2)
        .map((p) => ({
          name: p.name,
          surname: p.surname,
          role: p.role,
          fiscalCode: p.fiscalCode,
          birthDate: p.birthDate,
          country: p.country,
          province: p.province,
          town: p.town,
          documentType: p.documentType,
          documentNumber: p.documentNumber,
        }));
      copies.set(row.id, { company: companyCopyOfRecord(row), signers: named });
    }
  }
  return copies;
}
