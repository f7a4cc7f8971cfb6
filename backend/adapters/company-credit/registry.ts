// The embedded default: the company_registry table, seeded with demo
// companies and replaceable by an import of a bureau's data.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyRegistry } from '../../db/schema';
import type { CompanyCreditLookup } from './types';

export function registryCompanyCredit(db: Database): CompanyCreditLookup {
  return {
    kind: 'registry',
    async byVatNumber(vatNumber) {
      const [row] = await db.select().from(companyRegistry).where(eq(companyRegistry.vatNumber, vatNumber));
      return row ?? null;
    },
  };
}
