// The agencies page's API: only the superadministrator administers agencies
// (others 403, or 404 outside their agencies), names unique whatever their
// casing (also under a race), money in cents and percentages 0–100, changes
// that reach new quotes only, deactivation instead of deletion, the logo
// checked by its bytes and resized, and each change in the audit trail.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, contracts, users } from '@/backend/db/schema';
import type { ApiCallBody } from '@/lib/api-types';
import { type AdminTestApp, setupAdminApp } from '../../support/backend/admin-app';
import { type ApiResult, readError } from '../../support/backend/api-caller';

let t: AdminTestApp;
let milano: number;
let roma: number;
const terms = { shippingUnitCostCents: 450, shippingMaxUnits: 2, agentCommission: 3.25, grenkeAgentCommission: 4 };
const create = (name: string, username = 'superadmin') => t.api.post('/api/Agency', { json: { name, ...terms }, ...t.home(username) });
const agency = (agencyId: number, username = 'superadmin') => t.api.get('/api/Agency/{agencyId}', { params: { agencyId }, ...t.home(username) });
const edit = (agencyId: number, json: ApiCallBody<'PUT', '/api/Agency/{agencyId}'>, username = 'superadmin') =>
  t.api.put('/api/Agency/{agencyId}', { params: { agencyId }, json, ...t.home(username) });
const remove = (agencyId: number) => t.api.delete('/api/Agency/{agencyId}', { params: { agencyId }, ...t.home('superadmin') });
const codes = async (answer: ApiResult<unknown> | Response) => (answer instanceof Response ? await readError(answer) : answer.error).errors.map((e) => e.code);
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0891b2' } })
    .png()
    .toBuffer();
const upload = (agencyId: number, body: BodyInit, type = 'application/octet-stream') =>
  t.api.post('/api/Agency/{agencyId}/Logo', { params: { agencyId }, body, headers: { 'content-type': type }, token });
let token: string;

beforeAll(async () => {
  t = await setupAdminApp();
  milano = t.agency['Agenzia Milano']!;
  roma = t.agency['Agenzia Roma']!;
  token = (await t.signIn('superadmin')).accessToken;
});
afterAll(() => t.close());

describe('who administers agencies', () => {
  it('lists every agency with users and contracts for the superadministrator', async () => {
    const response = await t.api.get('/api/Agency', { query: { pageSize: 100 }, ...t.home('superadmin') });
    expect(response.status).toBe(200);
    const page = response.body;
    expect(page.items.map((a) => a.name)).toEqual(['Agenzia Milano', 'Agenzia Roma', 'Nikon', 'SmartCom']);
    const milanoRow = page.items.find((a) => a.id === milano)!;
    expect(milanoRow).toMatchObject({ shippingUnitCostCents: 500, agentCommission: 3.5, deactivated: false });
    expect(milanoRow.contractsCount).toBe((await t.db.select().from(contracts).where(eq(contracts.agencyId, milano))).length);
  });

  it('refuses everyone else: 403 without the section, 404 for an agency they are no member of', async () => {
    for (const username of ['admin', 'agencyadmin', 'capoarea', 'agent', 'customer']) {
      expect((await t.api.get('/api/Agency', t.home(username))).status, username).toBe(403);
      expect((await create('X', username)).status, username).toBe(403);
    }
    expect((await agency(milano, 'agencyadmin')).status).toBe(403);
    expect((await agency(roma, 'agencyadmin')).status).toBe(404);
    expect((await edit(roma, { name: 'Presa' }, 'agencyadmin')).status).toBe(404);
    expect((await agency(999999)).status).toBe(404);
  });
});

describe('creating and editing', () => {
  it('creates an agency and refuses its name in another casing (409), also when two creates race', async () => {
    const response = await create('Agenzia Torino');
    expect(response.status, String(response)).toBe(201);
    expect(response.body).toMatchObject({ name: 'Agenzia Torino', shippingUnitCostCents: 450, agentCommission: 3.25, usersCount: 0 });
    const again = await create('agenzia TORINO');
    expect(again.status).toBe(409);
    expect(await codes(again)).toEqual(['agency_name_in_use']);
    const [a, b] = await Promise.all([create('Agenzia Bari'), create('AGENZIA BARI')]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });

  it('validates cents and percentages', async () => {
    const bad = (body: Partial<ApiCallBody<'POST', '/api/Agency'>>) =>
      t.api.post('/api/Agency', { json: { name: 'Agenzia Valida', ...terms, ...body }, ...t.home('superadmin') });
    expect((await bad({ agentCommission: 100.5 })).status).toBe(400);
    expect((await bad({ grenkeAgentCommission: -1 })).status).toBe(400);
    expect((await bad({ shippingUnitCostCents: 4.5 })).status).toBe(400);
    expect((await bad({ shippingMaxUnits: 0 })).status).toBe(400);
    expect((await bad({ name: '   ' })).status).toBe(400);
  });

  it('applies a new shipping cost to new quotes and leaves submitted contracts as they were', async () => {
    const [before] = await t.db.select().from(contracts).where(eq(contracts.agencyId, roma)).limit(1);
    const cart: ApiCallBody<'POST', '/api/Agency/{agencyId}/Contracts/prices'> = {
      providerCode: 'GRENKE',
      contractType: 'purchase',
      lines: [{ modelId: t.models.plain, quantity: 2, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 2 }] }],
      shipping: { mode: 'registeredOffice', destinations: [] },
    };
    const price = async () =>
      (await t.api.post('/api/Agency/{agencyId}/Contracts/prices', { params: { agencyId: roma }, json: cart, as: 'groupmanager' })).body.shippingCost;
    expect(await price()).toBe(13);
    const saved = await edit(roma, { shippingUnitCostCents: 900 });
    expect(saved.status).toBe(200);
    expect(await price()).toBe(18);
    const [after] = await t.db.select().from(contracts).where(eq(contracts.id, before!.id));
    expect(after).toMatchObject({ shippingCost: before!.shippingCost, monthlyPayment: before!.monthlyPayment, commissionAmount: before!.commissionAmount });
    const history = saved.body.history;
    expect(history[0]).toMatchObject({ action: 'update', actor: { username: 'superadmin' }, changes: { shippingUnitCostCents: { from: 650, to: 900 } } });
  });
});

describe('deactivation and deletion', () => {
  it('deactivates an agency with users: its members no longer work in it; reactivation restores it; deletion is refused', async () => {
    const closing = (await create('Agenzia Chiusa')).body;
    const member = await t.createUser('membro.chiusa');
    await t.db.insert((await import('@/backend/db/schema')).userAgencyRoles).values({ userId: member.id, agencyId: closing.id, role: 'agency_admin' });
    const { accessToken: token } = await t.signIn('membro.chiusa');
    const asMember = { token, agencyId: closing.id };
    expect((await t.api.get('/api/User', asMember)).status).toBe(200);

    const refused = await remove(closing.id);
    expect(refused.status).toBe(409);
    expect(await codes(refused)).toEqual(['agency_in_use']);

    const off = await edit(closing.id, { deactivated: true });
    expect(off.body.history[0]!.action).toBe('deactivate');
    expect((await t.api.get('/api/User', asMember)).status).toBe(404);
    expect((await t.api.get('/api/Account/Agencies', asMember)).body).toEqual([]);
    // New users are no longer given roles in it.
    const newcomer = await t.api.post('/api/User', {
      json: { username: 'tardivo', email: 'tardivo@example.com', memberships: [{ agencyId: closing.id, role: 'agent' }] },
      ...t.home('superadmin'),
    });
    expect(await codes(newcomer)).toEqual(['unknown_membership_agency']);

    await edit(closing.id, { deactivated: false });
    expect((await t.api.get('/api/User', asMember)).status).toBe(200);
  });

  it('deletes an agency nobody uses', async () => {
    const unused = (await create('Agenzia Vuota')).body;
    expect((await remove(unused.id)).status).toBe(204);
    expect(await t.db.select().from(agencies).where(eq(agencies.id, unused.id))).toEqual([]);
  });

  it("keeps the platform agency's name, which gives the administrators their reach (409 platform_agency_name)", async () => {
    const platform = t.agency['SmartCom']!;
    for (const name of ['Piattaforma', 'SMARTCOM']) {
      const renamed = await edit(platform, { name });
      expect(renamed.status, name).toBe(409);
      expect(await codes(renamed)).toEqual(['platform_agency_name']);
    }
    // its other settings still change, and the administrators still reach every agency
    expect((await edit(platform, { name: 'SmartCom', shippingMaxUnits: 3 })).status).toBe(200);
    expect((await agency(roma)).status).toBe(200);
  });

  it('lets a Viewer read but not write', async () => {
    const id = await t.userId('superadmin');
    await t.db.update(users).set({ backOfficeRole: 'Viewer' }).where(eq(users.id, id));
    try {
      expect((await t.api.get('/api/Agency', t.home('superadmin'))).status).toBe(200);
      expect((await create('Agenzia Vista')).status).toBe(403);
    } finally {
      await t.db.update(users).set({ backOfficeRole: 'Administrator' }).where(eq(users.id, id));
    }
  });
});

describe('the logo', () => {
  it("accepts a PNG sent as anything (a renamed .exe), resizes it and shows it to the agency's members", async () => {
    const response = await upload(roma, new Uint8Array(await png(1600, 400)));
    expect(response.status, String(response)).toBe(204);
    const memberships = (await t.api.get('/api/Account/Agencies', { as: 'groupmanager' })).body;
    const url = memberships.find((m) => m.agency.id === roma)!.agency.logoUrl!;
    expect(url).toMatch(new RegExp(`^/api/Agency/${roma}/Logo\\?v=[0-9a-f]+$`));
    const served = await t.as('groupmanager', url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([480, 120]);
    expect((await t.as('agencyadmin', url)).status).toBe(404);
  });

  it('accepts JPEG and WebP, and refuses HTML named .png, SVG and anything else (400 invalid_image)', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const webp = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await upload(milano, new Uint8Array(jpeg), 'image/jpeg')).status).toBe(204);
    expect((await upload(milano, new Uint8Array(webp), 'image/webp')).status).toBe(204);
    for (const [body, type] of [
      ['<!doctype html><html><script>alert(1)</script></html>', 'image/png'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>', 'image/svg+xml'],
      ['GIF89a not really', 'image/gif'],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'image/png'],
    ] as const) {
      const refused = await upload(milano, body, type);
      expect(refused.status, String(type)).toBe(400);
      expect(await codes(refused)).toEqual(['invalid_image']);
    }
  });

  it('refuses a 2 MB upload with 413 before reading it', async () => {
    const response = await upload(milano, new Uint8Array(2 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(await codes(response)).toEqual(['payload_too_large']);
  });

  it('records uploads and removals in the history', async () => {
    expect((await t.api.delete('/api/Agency/{agencyId}/Logo', { params: { agencyId: milano }, ...t.home('superadmin') })).status).toBe(204);
    const detail = (await agency(milano)).body;
    expect(detail.logoUrl).toBeNull();
    expect(detail.history.map((h) => h.action).slice(0, 3)).toEqual(['update', 'upload', 'upload']);
    expect(detail.history[0]!.changes.logo!.to).toBeNull();
  });
});
