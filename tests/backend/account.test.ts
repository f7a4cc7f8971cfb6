import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, setupTestApp } from '../support/backend/test-app';

describe('GET /api/Account/User and /api/Account/Agencies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());

  const get = async (path: string, username: string) => {
    const { accessToken } = await t.signIn(username);
    const response = await t.request(path, { token: accessToken });
    expect(response.status).toBe(200);
    return response.json();
  };

  it('describes the agent with the area leader', async () => {
    expect(await get('/api/Account/User', 'agent')).toEqual({
      id: await t.userId('agent'),
      username: 'agent',
      email: 'agent@example.com',
      backOfficeRole: null,
      areaLeader: { id: await t.userId('capoarea'), username: 'capoarea' },
      awaitingConfirmation: false,
    });
  });

  it('describes the superadmin with the back-office role and no leader', async () => {
    expect(await get('/api/Account/User', 'superadmin')).toMatchObject({
      username: 'superadmin',
      backOfficeRole: 'Administrator',
      areaLeader: null,
    });
  });

  it('lists both agencies of the agent, ordered by name, with shipping data and logo (none)', async () => {
    const list = (await get('/api/Account/Agencies', 'agent')) as Array<{ agency: Record<string, unknown>; role: string }>;
    expect(list).toEqual([
      { agency: { id: expect.any(Number), name: 'Agenzia Milano', shippingUnitCost: 5, shippingMaxUnits: 2, logoUrl: null }, role: 'agent' },
      { agency: { id: expect.any(Number), name: 'Nikon', shippingUnitCost: 4, shippingMaxUnits: 3, logoUrl: null }, role: 'agent' },
    ]);
  });

  it.each([
    ['superadmin', [['SmartCom', 'superAdministrator']]],
    ['admin', [['SmartCom', 'administrator']]],
    ['agencyadmin', [['Agenzia Milano', 'agency_admin']]],
    ['capoarea', [['Agenzia Milano', 'capo_area']]],
    ['junior', [['Agenzia Milano', 'junior_agent']]],
    ['groupmanager', [['Agenzia Roma', 'group_manager']]],
    ['nikon', [['Nikon', 'agent']]],
    ['customer', [['Agenzia Milano', 'customer']]],
  ])('lists the agencies of %s', async (username, expected) => {
    const list = (await get('/api/Account/Agencies', username)) as Array<{ agency: { name: string }; role: string }>;
    expect(list.map((m) => [m.agency.name, m.role])).toEqual(expected);
  });

  it('answers an empty list for a user without agencies', async () => {
    await t.createUser('loner');
    expect(await get('/api/Account/Agencies', 'loner')).toEqual([]);
  });
});
