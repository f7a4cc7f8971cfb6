import { asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/backend/auth/passwords';
import { agencies, userAgencyRoles, users } from '@/backend/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '@/backend/demo/seed';
import { type TestDatabase, createTestDatabase } from '../support/backend/test-db';

// (docs/domain.md), written out again on purpose: the seed must match the design, not itself.
const EXPECTED: Record<string, { memberships: string[]; leader: string | null }> = {
  superadmin: { memberships: ['SmartCom:superAdministrator'], leader: null },
  admin: { memberships: ['SmartCom:administrator'], leader: null },
  agencyadmin: { memberships: ['Agenzia Milano:agency_admin'], leader: null },
  capoarea: { memberships: ['Agenzia Milano:capo_area'], leader: null },
  agent: { memberships: ['Agenzia Milano:agent', 'Nikon:agent'], leader: 'capoarea' },
  junior: { memberships: ['Agenzia Milano:junior_agent'], leader: 'capoarea' },
  groupmanager: { memberships: ['Agenzia Roma:group_manager'], leader: null },
  nikon: { memberships: ['Nikon:agent'], leader: null },
  customer: { memberships: ['Agenzia Milano:customer'], leader: null },
};

describe('demo seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const snapshot = async () => {
    const db = database.handle.db;
    const leader = alias(users, 'leader');
    const people = await db
      .select({ username: users.username, email: users.email, leader: leader.username, updatedAt: users.updatedAt })
      .from(users)
      .leftJoin(leader, eq(leader.id, users.areaLeaderId))
      .orderBy(asc(users.username));
    const roles = await db
      .select({ username: users.username, agency: agencies.name, role: userAgencyRoles.role })
      .from(userAgencyRoles)
      .innerJoin(users, eq(users.id, userAgencyRoles.userId))
      .innerJoin(agencies, eq(agencies.id, userAgencyRoles.agencyId))
      .orderBy(asc(users.username), asc(agencies.name));
    const agencyRows = await db.select().from(agencies).orderBy(asc(agencies.name));
    return { people, roles, agencyRows };
  };

  it('creates every account with its roles, leader and e-mail', async () => {
    const summary = await seedDemoData(database.handle.db);
    expect(summary).toEqual({ agenciesCreated: 4, usersCreated: 9 });
    const { people, roles, agencyRows } = await snapshot();
    expect(agencyRows.map((a) => a.name)).toEqual(['Agenzia Milano', 'Agenzia Roma', 'Nikon', 'SmartCom']);
    expect(people.map((p) => p.username).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [username, expected] of Object.entries(EXPECTED)) {
      const person = people.find((p) => p.username === username)!;
      expect(person.email).toBe(`${username}@example.com`);
      expect(person.leader).toBe(expected.leader);
      expect(roles.filter((r) => r.username === username).map((r) => `${r.agency}:${r.role}`)).toEqual(expected.memberships);
    }
  });

  it('gives every account the documented password', async () => {
    const rows = await database.handle.db.select({ hash: users.passwordHash }).from(users);
    for (const row of rows) expect(await verifyPassword(row.hash, DEMO_PASSWORD)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    expect(await seedDemoData(database.handle.db)).toEqual({ agenciesCreated: 0, usersCreated: 0 });
    expect(await snapshot()).toEqual(before);
    const [n] = await database.handle.db.select({ n: count() }).from(userAgencyRoles);
    expect(n?.n).toBe(10);
  });
});
