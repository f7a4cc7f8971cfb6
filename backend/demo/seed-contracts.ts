// Demo customers and contracts (docs/domain.md), after the accounts and the
// catalogue): companies with signers in every agency, the demo customer
// linked to Rossi Forniture Srl, and 68 contracts over every status, agency,
// agent, type and provider, priced by the real rules, with units, orders,
// serials, DDTs, credit decisions and histories that follow (docs/domain.md). Old
// refusals and drafts are then archived by the archiving job's own rule.
// Idempotent: nothing is added once a demo account has contracts.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../core/roles';
import { loadSeedCatalogue } from './contracts/catalogue';
import { seedDemoCustomers } from './contracts/customers';
import { type SeedCreator, demoPlans } from './contracts/plans';
import { seededRandom } from './contracts/random';
import { writePlans } from './contracts/write';
import { loadSystemParameters } from '../credit/parameters';
import { archiveStaleContracts } from '../jobs/auto-archive';
import type { Database } from '../db/client';
import { agencies, companies, contracts, users } from '../db/schema';

/** Who writes the demo contracts, where and as what (docs/domain.md); the order spreads them over every status. */
const CREATORS: ReadonlyArray<[agency: string, username: string, role: Role]> = [
  ['Agenzia Milano', 'agent', 'agent'],
  ['Agenzia Milano', 'junior', 'junior_agent'],
  ['Nikon', 'nikon', 'agent'],
  ['Agenzia Roma', 'groupmanager', 'group_manager'],
  ['Agenzia Milano', 'capoarea', 'capo_area'],
  ['Agenzia Milano', 'agent', 'agent'],
  ['Nikon', 'agent', 'agent'],
  ['Agenzia Milano', 'agencyadmin', 'agency_admin'],
  ['Agenzia Roma', 'admin', 'administrator'],
  ['Agenzia Milano', 'junior', 'junior_agent'],
  ['Nikon', 'nikon', 'agent'],
  ['Agenzia Roma', 'groupmanager', 'group_manager'],
  ['SmartCom', 'superadmin', 'superAdministrator'],
];

export const DEMO_CUSTOMER = { username: 'customer', agency: 'Agenzia Milano', company: 'Rossi Forniture Srl' } as const;

export interface ContractSeedSummary {
  companies: number;
  contractsCreated: number;
}

export async function seedDemoContracts(db: Database, now: Date = new Date()): Promise<ContractSeedSummary> {
  const usernames = [...new Set([...CREATORS.map(([, u]) => u), DEMO_CUSTOMER.username])];
  const [agencyRows, userRows] = await Promise.all([
    db.select({ id: agencies.id, name: agencies.name, shippingMaxUnits: agencies.shippingMaxUnits }).from(agencies),
    db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, usernames)),
  ]);
  const agency = (name: string) => agencyRows.find((a) => a.name === name);
  const userId = (name: string) => userRows.find((u) => u.username.toLowerCase() === name)?.id;
  const creators: SeedCreator[] = CREATORS.flatMap(([a, u, role]) => {
    const found = agency(a);
    const id = userId(u);
    return found && id ? [{ agency: found, userId: id, role }] : [];
  });
  if (creators.length === 0) return { companies: 0, contractsCreated: 0 };

  const params = await loadSystemParameters(db);
  const people = [...new Set(creators.map((c) => c.agency.id))].map((id) => ({
    ...agencyRows.find((a) => a.id === id)!,
    people: [...new Set(creators.filter((c) => c.agency.id === id).map((c) => c.userId))],
  }));
  const seeded = await seedDemoCustomers(db, people, params, now);
  const customer = await linkDemoCustomer(db, agency(DEMO_CUSTOMER.agency)?.id, userId(DEMO_CUSTOMER.username));

  const [existing] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      inArray(
        contracts.createdById,
        creators.map((c) => c.userId),
      ),
    )
    .limit(1);
  if (existing) return { companies: seeded.length, contractsCreated: 0 };

  const catalogue = await loadSeedCatalogue(
    db,
    people.map((p) => p.id),
  );
  const adminId = creators.find((c) => c.role === 'administrator' || c.role === 'superAdministrator')?.userId ?? creators[0]!.userId;
  const plans = demoPlans({ creators, companies: seeded, catalogue, params, adminId, customer, now, random: seededRandom(2026) });
  const ids = await writePlans(db, plans);
  await archiveStaleContracts(db, now);
  return { companies: seeded.length, contractsCreated: ids.length };
}

/** users.company_id of the demo customer, set once (an administrator may change it later). */
async function linkDemoCustomer(db: Database, agencyId: number | undefined, customerId: number | undefined) {
  if (!agencyId || !customerId) return null;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.agencyId, agencyId), eq(companies.name, DEMO_CUSTOMER.company)));
  if (!company) return null;
  await db
    .update(users)
    .set({ companyId: company.id })
    .where(and(eq(users.id, customerId), isNull(users.companyId)));
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, customerId));
  return row?.companyId ? { companyId: row.companyId, userId: customerId } : null;
}
