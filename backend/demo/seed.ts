// Demo data (docs/domain.md): agencies and one account per role. Idempotent:
// rows are matched by their unique names, nothing is updated or duplicated.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BackOfficeRole, Role } from '../../core/roles';
import { fileStorageFromEnv } from '../adapters';
import type { FileStorage } from '../adapters/files/storage';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { agencies, userAgencyRoles, users } from '../db/schema';
import { seedCatalogue } from './seed-catalogue';
import { seedDemoContracts } from './seed-contracts';
import { seedDemoTickets } from './seed-tickets';
import { giveSlug } from '../agencies/slugs';

import { DEMO_PASSWORD } from './password';

export { DEMO_PASSWORD };

export const DEMO_AGENCIES = [
  { name: 'SmartCom', shippingUnitCost: 5, shippingMaxUnits: 1, agentCommission: 0, grenkeAgentCommission: 0 },
  { name: 'Agenzia Milano', shippingUnitCost: 5, shippingMaxUnits: 2, agentCommission: 3.5, grenkeAgentCommission: 4 },
  { name: 'Agenzia Roma', shippingUnitCost: 6.5, shippingMaxUnits: 1, agentCommission: 3, grenkeAgentCommission: 3.5 },
  { name: 'Nikon', shippingUnitCost: 4, shippingMaxUnits: 3, agentCommission: 2.5, grenkeAgentCommission: 3 },
] as const;

type AgencyName = (typeof DEMO_AGENCIES)[number]['name'];

interface DemoUser {
  username: string;
  backOfficeRole: BackOfficeRole | null;
  areaLeader?: string;
  memberships: ReadonlyArray<{ agency: AgencyName; role: Role }>;
}

// The customer's company (Rossi Forniture Srl) needs the companies table,
// which arrives with contracts; until then the account is a customer member
// of Agenzia Milano, which is all that sign-in and the agency list need.
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'superadmin', backOfficeRole: 'Administrator', memberships: [{ agency: 'SmartCom', role: 'superAdministrator' }] },
  { username: 'admin', backOfficeRole: 'Editor', memberships: [{ agency: 'SmartCom', role: 'administrator' }] },
  { username: 'agencyadmin', backOfficeRole: null, memberships: [{ agency: 'Agenzia Milano', role: 'agency_admin' }] },
  { username: 'capoarea', backOfficeRole: null, memberships: [{ agency: 'Agenzia Milano', role: 'capo_area' }] },
  {
    username: 'agent',
    backOfficeRole: null,
    areaLeader: 'capoarea',
    memberships: [
      { agency: 'Agenzia Milano', role: 'agent' },
      { agency: 'Nikon', role: 'agent' },
    ],
  },
  {
    username: 'junior',
    backOfficeRole: null,
    areaLeader: 'capoarea',
    memberships: [{ agency: 'Agenzia Milano', role: 'junior_agent' }],
  },
  { username: 'groupmanager', backOfficeRole: null, memberships: [{ agency: 'Agenzia Roma', role: 'group_manager' }] },
  { username: 'nikon', backOfficeRole: null, memberships: [{ agency: 'Nikon', role: 'agent' }] },
  { username: 'customer', backOfficeRole: null, memberships: [{ agency: 'Agenzia Milano', role: 'customer' }] },
];

export interface SeedSummary {
  agenciesCreated: number;
  usersCreated: number;
}

/** `files`: where the catalogue's pictures and content go; by default the environment's file storage. */
export async function seedDemoData(db: Database, options: { files?: FileStorage } = {}): Promise<SeedSummary> {
  const usernames = DEMO_USERS.map((u) => u.username);
  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, usernames));
  const missing = DEMO_USERS.filter((u) => !existing.some((e) => e.username.toLowerCase() === u.username));
  // One hash serves every new demo account: they share the documented password anyway.
  const passwordHash = missing.length > 0 ? await hashPassword(DEMO_PASSWORD) : '';

  const summary = await db.transaction(async (tx) => {
    const newAgencies = await tx
      .insert(agencies)
      .values([...DEMO_AGENCIES])
      .onConflictDoNothing()
      .returning({ id: agencies.id, name: agencies.name });
    for (const agency of newAgencies) await giveSlug(tx, agency.id, agency.name, new Date());
    const newUsers = missing.length
      ? await tx
          .insert(users)
          .values(
            missing.map((u) => ({
              username: u.username,
              email: `${u.username}@example.com`,
              passwordHash,
              backOfficeRole: u.backOfficeRole,
              emailConfirmedAt: new Date(),
            })),
          )
          .onConflictDoNothing()
          .returning({ id: users.id })
      : [];

    const agencyRows = await tx.select({ id: agencies.id, name: agencies.name }).from(agencies);
    const userRows = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, usernames));
    const agencyId = (name: string) => agencyRows.find((a) => a.name === name)!.id;
    const userId = (name: string) => userRows.find((u) => u.username.toLowerCase() === name)!.id;

    for (const user of DEMO_USERS) {
      if (!user.areaLeader) continue;
      // Only where unset: re-seeding must not undo a leader an admin changed.
      await tx
        .update(users)
        .set({ areaLeaderId: userId(user.areaLeader) })
        .where(and(eq(users.id, userId(user.username)), isNull(users.areaLeaderId)));
    }

    const memberships = DEMO_USERS.flatMap((user) =>
      user.memberships.map((m) => ({ userId: userId(user.username), agencyId: agencyId(m.agency), role: m.role })),
    );
    await tx.insert(userAgencyRoles).values(memberships).onConflictDoNothing();

    return { agenciesCreated: newAgencies.length, usersCreated: newUsers.length };
  });
  await seedCatalogue(db, options.files ?? fileStorageFromEnv());
  await seedDemoContracts(db);
  await seedDemoTickets(db);
  return summary;
}
