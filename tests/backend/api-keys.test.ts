// API keys per agency (docs/integrations.md, docs/security.md "API keys"):
// created by an agency's administrator or the platform's, shown once and kept
// as a hash, scoped to the key's agency and capabilities and never wider than
// its creator's rights (at creation and at every call), revoked at once on
// every instance, expiring, rate-limited per key and recorded in the audit trail.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_RATE } from '@/core/api-keys';
import { createApp } from '@/backend/app';
import { hashSecret } from '@/backend/api-keys/secret';
import { apiKeys, auditLog, userAgencyRoles, users } from '@/backend/db/schema';
import { memoryFileStorage } from '@/backend/adapters/files/storage';
import type { ApiCallBody } from '@/lib/api-types';
import { type ContractsTestApp, contractBody, setupContractsApp } from '../support/backend/contracts-app';
import { captureMail } from '../support/backend/test-app';

type CreateBody = ApiCallBody<'POST', '/api/Agency/{agencyId}/ApiKeys'>;

describe('API keys', () => {
  let t: ContractsTestApp;
  let milano: number;
  let roma: number;
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
    roma = t.agency['Agenzia Roma']!;
    // A contract in each agency, so that "the other agency's" is a real record.
    for (const [agencyId, as] of [
      [milano, 'agent'],
      [roma, 'groupmanager'],
    ] as const) {
      const created = await t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId }, json: contractBody(t.models.plain), as });
      expect(created.status, String(created)).toBe(201);
    }
  });
  afterAll(() => t.close());

  const create = (agencyId: number, json: CreateBody, as = 'agencyadmin') => t.api.post('/api/Agency/{agencyId}/ApiKeys', { params: { agencyId }, json, as });
  const newKey = async (json: Partial<CreateBody> = {}, agencyId = milano, as = 'agencyadmin') => {
    const created = await create(agencyId, { name: 'ERP', capabilities: ['contracts.read'], ...json }, as);
    expect(created.status, String(created)).toBe(201);
    return created.body;
  };
  const contractsWith = (key: string, agencyId = milano) => t.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId }, token: key });

  it('shows the secret once, keeps only its SHA-256, and lists the key without it', async () => {
    const created = await newKey({ name: 'Gestionale' });
    expect(created.secret).toMatch(new RegExp(`^ap_live_${created.id}_[A-Za-z0-9_-]{43}$`));
    expect(created).toMatchObject({ name: 'Gestionale', capabilities: ['contracts.read'], createdBy: 'agencyadmin', status: 'active', lastUsedAt: null });
    const secretPart = created.secret.slice(`ap_live_${created.id}_`.length);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.secretHash).toBe(hashSecret(secretPart));
    expect(JSON.stringify(row)).not.toContain(secretPart);

    const list = await t.api.get('/api/Agency/{agencyId}/ApiKeys', { params: { agencyId: milano }, as: 'agencyadmin' });
    const listed = list.body.items.find((k) => k.id === created.id)!;
    expect(listed).not.toHaveProperty('secret');
    expect(listed.prefix).toBe(`ap_live_${created.id}_…`);
    // What an agency administrator may give: the grantable capabilities their role holds.
    expect(list.body.grantable).toEqual(['catalogue.read', 'quotes.create', 'contracts.read', 'customers.read']);
  });

  it("reads its own agency's contracts and answers 404 for another agency's", async () => {
    const { secret } = await newKey();
    const own = await contractsWith(secret);
    expect(own.status, String(own)).toBe(200);
    expect(own.body.items.length).toBeGreaterThan(0);
    expect(new Set(own.body.items.map((c) => c.agency.id))).toEqual(new Set([milano]));

    expect((await contractsWith(secret, roma)).status).toBe(404);
    const [romeContract] = (await t.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: roma }, as: 'superadmin' })).body.items;
    const probe = await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', {
      params: { agencyId: milano, contractId: romeContract!.id },
      token: secret,
    });
    expect(probe.status).toBe(404);
  });

  it('calls only the operations its capabilities open, and never the account, sessions or key management', async () => {
    const { secret } = await newKey();
    const customers = await t.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId: milano }, token: secret });
    expect(customers.status).toBe(403);
    expect(customers.error.errors[0]!.code).toBe('forbidden');
    for (const refused of [
      await t.api.get('/api/Account/User', { token: secret }),
      await t.api.get('/api/Agency/{agencyId}/ApiKeys', { params: { agencyId: milano }, token: secret }),
      await t.api.get('/api/User', { token: secret, agencyId: milano }),
    ]) {
      expect(refused.status, String(refused)).toBe(403);
      expect(refused.error.errors[0]!.code).toBe('api_key_not_accepted');
    }
    const logout = await t.request('/api/Account/Logout', { body: { refreshToken: 'x' }, token: secret });
    expect(logout.status).toBe(403);
    expect(((await logout.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('api_key_not_accepted');
    // A forged or mangled key is no key.
    for (const forged of [secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A'), 'ap_live_999999_' + 'x'.repeat(43), 'ap_live_junk']) {
      expect((await contractsWith(forged)).status).toBe(401);
    }
  });

  it("is never wider than its creator's rights, at creation and at every call", async () => {
    // Statistics and orders are not an agency administrator's: asking for them is refused.
    const beyond = await create(milano, { name: 'Too much', capabilities: ['contracts.read', 'stats.read'] });
    expect(beyond.status).toBe(403);
    expect(beyond.error.errors[0]).toMatchObject({ field: 'capabilities', code: 'capability_beyond_own' });
    // Capabilities keys never take (people, agencies, keys) are not in the schema at all.
    expect(
      (await t.request(`/api/Agency/${milano}/ApiKeys`, { body: { name: 'x', capabilities: ['users.create'] }, token: await t.tokenOf('agencyadmin') })).status,
    ).toBe(400);

    // A second agency administrator, who will lose rights.
    const maker = await t.createUser('keymaker');
    await t.db.insert(userAgencyRoles).values({ userId: maker.id, agencyId: milano, role: 'agency_admin' });
    const { secret } = await newKey({ capabilities: ['contracts.read', 'customers.read'] }, milano, 'keymaker');
    expect((await t.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId: milano }, token: secret })).status).toBe(200);
    const before = (await contractsWith(secret)).body.total;
    expect(before).toBeGreaterThan(0);

    // Made a customer of the agency: no customers section, and contracts of their own company only (none).
    await t.db
      .update(userAgencyRoles)
      .set({ role: 'customer' })
      .where(and(eq(userAgencyRoles.userId, maker.id), eq(userAgencyRoles.agencyId, milano)));
    expect((await t.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId: milano }, token: secret })).status).toBe(403);
    expect((await contractsWith(secret)).body.total).toBe(0);

    // Out of the agency: the key stands for nothing.
    await t.db.delete(userAgencyRoles).where(eq(userAgencyRoles.userId, maker.id));
    expect((await contractsWith(secret)).status).toBe(401);
    await t.db.insert(userAgencyRoles).values({ userId: maker.id, agencyId: milano, role: 'agency_admin' });
    expect((await contractsWith(secret)).status).toBe(200);
    // The creator deactivated: 401.
    await t.db.update(users).set({ deactivated: true }).where(eq(users.id, maker.id));
    expect((await contractsWith(secret)).status).toBe(401);
  });

  it("of a platform administrator reaches the key's agency only", async () => {
    const { secret } = await newKey({ capabilities: ['contracts.read', 'stats.read'] }, roma, 'superadmin');
    const seen = (await contractsWith(secret, roma)).body;
    expect(seen.items.length).toBeGreaterThan(0);
    expect(new Set(seen.items.map((c) => c.agency.id))).toEqual(new Set([roma]));
    expect((await contractsWith(secret, milano)).status).toBe(404);
  });

  it('answers 401 on the very next call once revoked, on another instance too', async () => {
    const created = await newKey();
    // A second instance over the same database, as behind a load balancer.
    const other = createApp({
      db: t.db,
      config: t.config,
      clock: t.clock.now,
      mail: captureMail().mail,
      adapters: { files: memoryFileStorage() },
      queue: t.queue,
    });
    const onOther = () => other.request(`/api/Agency/${milano}/Contracts`, { headers: { authorization: `Bearer ${created.secret}` } });
    expect((await onOther()).status).toBe(200);
    expect((await contractsWith(created.secret)).status).toBe(200);

    const revoked = await t.api.delete('/api/Agency/{agencyId}/ApiKeys/{keyId}', { params: { agencyId: milano, keyId: created.id }, as: 'agencyadmin' });
    expect(revoked.body).toMatchObject({ status: 'revoked' });
    expect((await contractsWith(created.secret)).status).toBe(401);
    expect((await onOther()).status).toBe(401);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'apiKey'), eq(auditLog.entityId, created.id), eq(auditLog.action, 'revoke')));
    expect(audit).toMatchObject({ actorName: 'agencyadmin' });
  });

  it('is rate-limited per key, and records each call it made in the audit trail', async () => {
    const limited = await newKey({ capabilities: ['catalogue.read'] });
    const other = await newKey({ capabilities: ['catalogue.read'] });
    const products = (key: string) => t.api.get('/api/Agency/{agencyId}/Products', { params: { agencyId: milano }, token: key });
    for (let i = 0; i < API_KEY_RATE.limit; i++) expect((await products(limited.secret)).status).toBe(200);
    const refused = await products(limited.secret);
    expect(refused.status).toBe(429);
    expect(refused.error.errors[0]!.code).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key of the same agency is not held back.
    expect((await products(other.secret)).status).toBe(200);

    const calls = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'apiKey'), eq(auditLog.entityId, limited.id), eq(auditLog.action, 'call')));
    // The refused call is not recorded: a flood cannot fill the trail.
    expect(calls).toHaveLength(API_KEY_RATE.limit);
    expect(calls[0]).toMatchObject({
      actorName: 'agencyadmin',
      changes: { method: { to: 'GET' }, path: { to: `/api/Agency/${milano}/Products` }, status: { to: 200 } },
    });
    const listed = (await t.api.get('/api/Agency/{agencyId}/ApiKeys', { params: { agencyId: milano }, as: 'agencyadmin' })).body.items;
    expect(listed.find((k) => k.id === limited.id)!.lastUsedAt).not.toBeNull();

    t.clock.advance(API_KEY_RATE.windowMs + 1000);
    expect((await products(limited.secret)).status).toBe(200);
  });

  it("lets an agency administrator manage their own agency's keys only", async () => {
    const romeKey = await newKey({ capabilities: ['contracts.read'] }, roma, 'superadmin');
    expect((await t.api.get('/api/Agency/{agencyId}/ApiKeys', { params: { agencyId: roma }, as: 'agencyadmin' })).status).toBe(404);
    expect((await create(roma, { name: 'x', capabilities: ['contracts.read'] })).status).toBe(404);
    // Rome's key through Milan's path: no such key there.
    const revoke = await t.api.delete('/api/Agency/{agencyId}/ApiKeys/{keyId}', { params: { agencyId: milano, keyId: romeKey.id }, as: 'agencyadmin' });
    expect(revoke.status).toBe(404);
    expect((await contractsWith(romeKey.secret, roma)).status).toBe(200);
    // Other roles of the agency manage none.
    expect((await t.api.get('/api/Agency/{agencyId}/ApiKeys', { params: { agencyId: milano }, as: 'agent' })).status).toBe(403);
  });

  it('is declared in the OpenAPI document beside the bearer token, on the operations a key may call', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[]; responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string; bearerFormat?: string }> };
    };
    expect(doc.components.securitySchemes.apiKeyAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'ap_live_<id>_<secret>' });
    const list = doc.paths['/api/Agency/{agencyId}/Contracts']!.get!;
    expect(list.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [] }]);
    expect(list.responses).toHaveProperty('429');
    expect(doc.paths['/api/Account/User']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/Agency/{agencyId}/ApiKeys']!.get!.security).toEqual([{ bearerAuth: [] }]);
  });

  it('expires after its last day, and a last day already gone is refused', async () => {
    const tomorrow = new Date(t.clock.now().getTime() + 24 * 3600_000).toISOString().slice(0, 10);
    const { secret } = await newKey({ expiresOn: tomorrow });
    expect((await contractsWith(secret)).status).toBe(200);
    const yesterday = new Date(t.clock.now().getTime() - 2 * 24 * 3600_000).toISOString().slice(0, 10);
    const past = await create(milano, { name: 'Old', capabilities: ['contracts.read'], expiresOn: yesterday });
    expect(past.status).toBe(400);
    expect(past.error.errors[0]).toMatchObject({ field: 'expiresOn', code: 'expiry_in_past' });

    // Last, as it moves the clock past the signed-in tokens' lifetime.
    t.clock.advance(3 * 24 * 3600_000);
    expect((await contractsWith(secret)).status).toBe(401);
  });
});
