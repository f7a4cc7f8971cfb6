// `npm run contracts:past-facts` (backend/contracts/past-facts.ts): the
// contracts in activation or running that lack serials, DDTs or a confirmed
// delivery are listed with what they lack; complete ones are not; nothing changes.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractsPastTheirFacts } from '@/backend/contracts/past-facts';
import { contractProducts, contracts } from '@/backend/db/schema';
import type { ContractStatus } from '@/core/domain/contracts';
import type { ApiCallBody } from '@/lib/api-types';
import { type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';

describe('contracts past their facts', () => {
  let t: ContractsTestApp;
  beforeAll(async () => {
    t = await setupContractsApp();
  });
  afterAll(() => t.close());

  const contractIn = async (status: ContractStatus, complete: { units?: boolean; startDate?: string | null } = {}) => {
    const agencyId = t.agency['Agenzia Milano']!;
    const created = (await t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId }, json: contractBody(t.models.plain), as: 'agent' })).body;
    await t.db
      .update(contracts)
      .set({ status, startDate: complete.startDate ?? null })
      .where(eq(contracts.id, created.id));
    if (complete.units) {
      for (const unit of await t.db.select({ id: contractProducts.id }).from(contractProducts).where(eq(contractProducts.contractId, created.id))) {
        await t.db
          .update(contractProducts)
          .set({ serialNumber: `SN-PF-${unit.id}`, ddtNumber: 'D1', ddtDate: '2026-10-01' })
          .where(eq(contractProducts.id, unit.id));
      }
    }
    return created;
  };

  it('lists what each lacks, and leaves out the complete and the not yet shipped', async () => {
    const bare = await contractIn('active');
    const noDelivery = await contractIn('active', { units: true });
    const shippedOnly = await contractIn('inActivation', { units: true });
    const complete = await contractIn('closing', { units: true, startDate: '2026-10-02' });
    const signed = await contractIn('contractAccepted');
    const before = await t.db.select().from(contracts);

    const found = await contractsPastTheirFacts(t.db);
    const byNumber = new Map(found.map((f) => [f.number, f.missing.map((m) => m.code)]));
    expect(byNumber.get(bare.number)).toEqual(['units_without_serial', 'units_without_ddt', 'delivery_not_confirmed']);
    expect(byNumber.get(noDelivery.number)).toEqual(['delivery_not_confirmed']);
    for (const listed of [shippedOnly, complete, signed]) expect(byNumber.has(listed.number), listed.number).toBe(false);
    expect(await t.db.select().from(contracts)).toEqual(before);
  });

  it('lets the order page complete what a running contract lacks, never change what it holds, and then lists it no more', async () => {
    const milano = t.agency['Agenzia Milano']!;
    // As the old status changes left it: active, its units active with it, and nothing else.
    const c = await contractIn('active');
    await t.db.update(contractProducts).set({ status: 'active' }).where(eq(contractProducts.contractId, c.id));
    const units = await t.db.select({ id: contractProducts.id }).from(contractProducts).where(eq(contractProducts.contractId, c.id));
    const ids = units.map((u) => u.id);
    const ordered = await t.api.post('/api/Agency/{agencyId}/Orders', {
      params: { agencyId: milano },
      as: 'superadmin',
      json: {
        contractId: c.id,
        supplierName: 'Esprinet SpA',
        supplierCode: 'ESP',
        orderNumber: `PO-PF-${c.id}`,
        orderDate: '2026-10-01',
        supplierPrice: 100,
        unitIds: ids,
      },
    });
    expect(ordered.status).toBe(201);
    const serials = (json: ApiCallBody<'PUT', '/api/Agency/contracts-serials'>) =>
      t.api.put('/api/Agency/contracts-serials', { json, as: 'superadmin', agencyId: milano });
    const deliver = (startDate: string) =>
      t.api.post('/api/Agency/{agencyId}/Orders/{contractId}/delivery', {
        params: { agencyId: milano, contractId: c.id },
        json: { startDate },
        as: 'superadmin',
      });
    // The delivery day waits for the serials and DDTs, and says so.
    const early = await deliver('2026-10-05');
    expect(early.status).toBe(409);
    expect(early.error.errors.map((e) => e.code)).toEqual(['units_without_serial', 'units_without_ddt']);

    const filled = await serials({ units: ids.map((id) => ({ unitId: id, serialNumber: `SN-PF-${id}`, ddtNumber: `DDT-PF-${c.id}`, ddtDate: '2026-10-02' })) });
    expect(filled.status).toBe(200);
    // What an active unit holds stays.
    const changed = await serials({ units: [{ unitId: ids[0]!, serialNumber: `SN-PF-CHANGED-${ids[0]}` }] });
    expect(changed.status).toBe(409);
    expect(changed.error.errors[0]!.code).toBe('unit_already_active');

    const order = (await t.api.get('/api/Agency/{agencyId}/Orders/{contractId}', { params: { agencyId: milano, contractId: c.id }, as: 'superadmin' })).body;
    expect(order.canConfirmDelivery).toBe(true);
    const day = await deliver('2026-10-05');
    expect(day.status).toBe(200);
    const [row] = await t.db.select({ status: contracts.status, startDate: contracts.startDate }).from(contracts).where(eq(contracts.id, c.id));
    expect(row).toEqual({ status: 'active', startDate: '2026-10-05' });
    // Given once: a second day is no completion.
    expect((await deliver('2026-10-06')).status).toBe(409);
    expect((await contractsPastTheirFacts(t.db)).map((f) => f.number)).not.toContain(c.number);
  });

  it('runs as an npm command on an embedded database, saying when there is nothing to complete', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'past-facts-'));
    try {
      const migrated = await promisify(execFile)('sh', ['scripts/node24.sh', 'tsx', 'backend/db/cli-migrate.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      expect(migrated.stderr).not.toMatch(/error/i);
      const { stdout } = await promisify(execFile)('sh', ['scripts/node24.sh', 'tsx', 'backend/contracts/cli-past-facts.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      expect(stdout).toContain('No contract in activation or running lacks its serials, DDTs or delivery.');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
