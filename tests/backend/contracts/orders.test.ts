// Orders (section `orders`: superadministrators, docs/domain.md): the list with
// ToOrder / PartiallyOrdered / Ordered, supplier orders for a contract's
// units, serials and DDT per unit; 403 for roles without the section.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProducts, contracts, supplierOrderUnits } from '@/backend/db/schema';
import type { ApiCallBody } from '@/lib/api-types';
import { type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';

describe('orders', () => {
  let t: ContractsTestApp;
  let milano: number;
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
  });
  afterAll(() => t.close());

  type OrderBody = ApiCallBody<'POST', '/api/Agency/{agencyId}/Orders'>;
  type SerialsBody = ApiCallBody<'PUT', '/api/Agency/contracts-serials'>;
  const order = (contractId: number, unitIds: number[], extra: Partial<OrderBody> = {}): OrderBody => ({
    contractId,
    supplierName: 'Esprinet SpA',
    supplierCode: 'ESP',
    orderNumber: 'PO-2026-7001',
    orderDate: '2026-11-20',
    supplierPrice: 1999.5,
    unitIds,
    ...extra,
  });
  /** A new signed contract of the agent's, with its units not yet ordered. */
  const signedContract = async () => {
    const c = (
      await t.api.post('/api/Agency/{agencyId}/Contracts', {
        params: { agencyId: milano },
        json: contractBody(t.models.plain, {
          lines: [{ modelId: t.models.plain, quantity: 3, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 3 }] }],
        }),
        as: 'agent',
      })
    ).body;
    await t.db.update(contracts).set({ status: 'contractAccepted' }).where(eq(contracts.id, c.id));
    return c;
  };

  const orders = (username: string, query: { pageSize?: number; orderStatus?: string } = {}) =>
    t.api.get('/api/Agency/{agencyId}/Orders', { params: { agencyId: milano }, query, as: username });
  const place = (json: OrderBody) => t.api.post('/api/Agency/{agencyId}/Orders', { params: { agencyId: milano }, json, as: 'superadmin' });
  const detailOf = async (contractId: number) =>
    (await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: milano, contractId }, as: 'superadmin' })).body;
  const setSerials = (username: string, json: SerialsBody, withAgency = true) =>
    t.api.put('/api/Agency/contracts-serials', { json, as: username, agencyId: withAgency ? milano : undefined });

  it('lists signed contracts with their order status', async () => {
    const response = await orders('superadmin', { pageSize: 100 });
    expect(response.status).toBe(200);
    const { items, total } = response.body;
    expect(total).toBe(items.length);
    expect(new Set(items.map((o) => o.orderStatus))).toEqual(new Set(['ToOrder', 'PartiallyOrdered', 'Ordered']));
    for (const o of items) {
      const expected = o.orderedUnits === 0 ? 'ToOrder' : o.orderedUnits >= o.units ? 'Ordered' : 'PartiallyOrdered';
      expect(o.orderStatus).toBe(expected);
    }
    // what is still to order comes first
    expect(items.findIndex((o) => o.orderStatus === 'Ordered')).toBeGreaterThan(items.findLastIndex((o) => o.orderStatus !== 'Ordered'));
    const partial = (await orders('superadmin', { orderStatus: 'PartiallyOrdered' })).body;
    expect(partial.items.every((o) => o.orderStatus === 'PartiallyOrdered')).toBe(true);
  });

  it('answers 403 to roles without the orders section, 400 for bad filters', async () => {
    for (const username of ['admin', 'agent', 'agencyadmin', 'customer']) {
      expect((await orders(username)).status, username).toBe(403);
    }
    expect((await orders('superadmin', { orderStatus: 'Lost' })).status).toBe(400);
  });

  it('orders some units, then the rest, moving the order status along', async () => {
    const c = await signedContract();
    const [first, second, third] = c.units.map((u) => u.id);
    const created = await place(order(c.id, [first!, second!]));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ contractId: c.id, supplierName: 'Esprinet SpA', unitIds: [first, second], supplierPrice: 1999.5 });
    let detail = await detailOf(c.id);
    expect(detail.orderStatus).toBe('PartiallyOrdered');
    const again = await place(order(c.id, [second!, third!]));
    expect(again.status).toBe(409);
    expect(again.error.errors[0]!.code).toBe('unit_already_ordered');
    expect((await place(order(c.id, [third!], { orderNumber: 'PO-2026-7002' }))).status).toBe(201);
    detail = await detailOf(c.id);
    expect(detail.orderStatus).toBe('Ordered');
    const listed = (await t.api.get('/api/Agency/contracts-orders', { query: { contractId: c.id }, as: 'superadmin', agencyId: milano })).body;
    expect(listed.total).toBe(2);
    expect(listed.items.every((o) => o.contractNumber === c.number)).toBe(true);
  });

  it('gives one 201 and one 409 to two orders of the same unit at once', async () => {
    const c = await signedContract();
    const unit = c.units[0]!.id;
    const answers = await Promise.all([1, 2].map((n) => place(order(c.id, [unit], { orderNumber: `PO-${n}` }))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(supplierOrderUnits).where(eq(supplierOrderUnits.contractProductId, unit))).toHaveLength(1);
  });

  it('refuses units of another contract (400), unsigned contracts (409) and bad bodies (400)', async () => {
    const c = await signedContract();
    const other = await signedContract();
    const foreign = await place(order(c.id, [c.units[0]!.id, other.units[0]!.id]));
    expect(foreign.error.errors).toEqual([expect.objectContaining({ field: 'unitIds.1', code: 'unknown_unit' })]);
    await t.db.update(contracts).set({ status: 'sent' }).where(eq(contracts.id, c.id));
    expect((await place(order(c.id, [c.units[0]!.id]))).status).toBe(409);
    const bad = await place(order(c.id, [], { orderDate: '2026-13-01', supplierPrice: -1 }));
    expect(bad.error.errors.map((e) => e.field).sort()).toEqual(['orderDate', 'supplierPrice', 'unitIds']);
    expect((await place(order(999_999, [1]))).status).toBe(404);
  });

  describe('serials and DDT', () => {
    it('sets serial, part number and DDT per unit; a DDT ships the unit', async () => {
      const c = await signedContract();
      const [a, b] = c.units.map((u) => u.id);
      // A DDT follows the supplier order of its unit.
      expect((await place(order(c.id, [a!]))).status).toBe(201);
      const response = await setSerials('superadmin', {
        units: [
          { unitId: a!, serialNumber: 'C02XK1ABCD12', ddtNumber: 'DDT-2026/0451', ddtDate: '2026-11-21' },
          { unitId: b!, serialNumber: 'C02XK1ABCD13', partNumber: 'MC8K4T/B' },
        ],
      });
      expect(response.status).toBe(200);
      const { units } = response.body;
      expect(units.find((u) => u.id === a)).toMatchObject({ serialNumber: 'C02XK1ABCD12', ddtNumber: 'DDT-2026/0451', status: 'sent' });
      expect(units.find((u) => u.id === b)).toMatchObject({ serialNumber: 'C02XK1ABCD13', partNumber: 'MC8K4T/B', status: 'created' });
    });

    it('answers unknown_unit alike for missing and out-of-scope units, 409 before signature, 403 without the section', async () => {
      const c = await signedContract();
      const unknown = await setSerials('superadmin', { units: [{ unitId: 99_999_999, serialNumber: 'X' }] });
      expect(unknown.error.errors).toEqual([expect.objectContaining({ field: 'units.0.unitId', code: 'unknown_unit' })]);
      const [draftUnit] = await t.db
        .select({ id: contractProducts.id })
        .from(contractProducts)
        .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
        .where(and(eq(contracts.status, 'draft'), isNull(contractProducts.serialNumber)))
        .limit(1);
      expect((await setSerials('superadmin', { units: [{ unitId: draftUnit!.id, serialNumber: 'X' }] })).status).toBe(409);
      expect((await setSerials('agent', { units: [{ unitId: c.units[0]!.id, serialNumber: 'X' }] })).status).toBe(403);
      // without the agency (no X-Agency-Id)
      expect((await setSerials('superadmin', { units: [{ unitId: c.units[0]!.id }] }, false)).status).toBe(404);
    });
  });
});
