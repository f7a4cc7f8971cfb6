import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAgencyId, resolveActor } from '@/backend/auth/actor';
import { agencies, userAgencyRoles, users } from '@/backend/db/schema';
import { type TestApp, setupTestApp } from '../support/backend/test-app';

describe('resolveActor', () => {
  let t: TestApp;
  const agency: Record<string, number> = {};
  beforeAll(async () => {
    t = await setupTestApp();
    for (const row of await t.db.select().from(agencies)) agency[row.name] = row.id;
  });
  afterAll(() => t.close());

  const actorOf = async (username: string, agencyId: string | number | null) => resolveActor(t.db, { id: await t.userId(username) }, agencyId);

  it('gives an agent their role and own scope in their agency', async () => {
    const actor = await actorOf('agent', agency['Agenzia Milano']!);
    expect(actor).toMatchObject({ agencyId: agency['Agenzia Milano'], role: 'agent', platformAdmin: false, ledUserIds: [] });
    expect(actor!.scopes.contracts).toBe('own');
    expect(actor!.scopes.customers).toBe('own');
  });

  it('reads the agency id from a header string as well', async () => {
    expect((await actorOf('agent', String(agency.Nikon)))?.role).toBe('agent');
  });

  it('answers null for an agency the user does not belong to', async () => {
    expect(await actorOf('agent', agency['Agenzia Roma']!)).toBeNull();
    expect(await actorOf('customer', agency.Nikon!)).toBeNull();
  });

  it('lets SmartCom administrators act on every agency with every scope', async () => {
    const admin = await actorOf('admin', agency['Agenzia Roma']!);
    expect(admin).toMatchObject({ role: 'administrator', platformAdmin: true });
    expect(admin!.scopes.contracts).toBe('all');
    expect((await actorOf('superadmin', agency.Nikon!))?.role).toBe('superAdministrator');
    expect((await actorOf('superadmin', agency.SmartCom!))?.role).toBe('superAdministrator');
  });

  it('answers null for an administrator and an agency that does not exist', async () => {
    expect(await actorOf('admin', 999_999)).toBeNull();
  });

  it('does not grant an administrator role held outside SmartCom everywhere', async () => {
    const user = await t.createUser('local-admin');
    await t.db.insert(userAgencyRoles).values({ userId: user.id, agencyId: agency['Agenzia Roma']!, role: 'administrator' });
    expect((await resolveActor(t.db, user, agency['Agenzia Roma']!))?.platformAdmin).toBe(false);
    expect(await resolveActor(t.db, user, agency.Nikon!)).toBeNull();
  });

  it('lists the members a capo area leads, with team scope', async () => {
    const actor = await actorOf('capoarea', agency['Agenzia Milano']!);
    expect(actor!.role).toBe('capo_area');
    expect(actor!.scopes.contracts).toBe('team');
    expect(actor!.scopes.users).toBe('agency'); // users has `any` for capo_area
    expect(actor!.ledUserIds).toEqual([await t.userId('agent'), await t.userId('junior')].sort((a, b) => a - b));
  });

  it('leaves out led users who are not members of the agency', async () => {
    const leader = await t.userId('groupmanager');
    const roman = await t.createUser('roman');
    const roamer = await t.createUser('roamer');
    await t.db
      .update(users)
      .set({ areaLeaderId: leader })
      .where(inArray(users.id, [roman.id, roamer.id]));
    await t.db.insert(userAgencyRoles).values([
      { userId: roman.id, agencyId: agency['Agenzia Roma']!, role: 'agent' },
      { userId: roamer.id, agencyId: agency.Nikon!, role: 'agent' },
    ]);
    const actor = await actorOf('groupmanager', agency['Agenzia Roma']!);
    expect(actor).toMatchObject({ role: 'group_manager', ledUserIds: [roman.id] });
    expect(actor!.scopes.contracts).toBe('team');
  });

  it('gives customers the company scope and agency admins the agency scope', async () => {
    expect((await actorOf('customer', agency['Agenzia Milano']!))!.scopes.contracts).toBe('company');
    expect((await actorOf('agencyadmin', agency['Agenzia Milano']!))!.scopes.contracts).toBe('agency');
  });

  it.each([null, undefined, '', 'abc', '0', '-1', '1.5', ' 12x', '99999999999', '2147483648'])('answers null for the agency id %j', async (value) => {
    expect(await resolveActor(t.db, { id: await t.userId('admin') }, value)).toBeNull();
  });

  it('parses agency ids strictly', () => {
    expect(parseAgencyId(' 42 ')).toBe(42);
    expect(parseAgencyId(2_147_483_647)).toBe(2_147_483_647);
    expect(parseAgencyId('042')).toBeNull();
  });
});
