// Orders to activation (docs/domain.md, Orders): supplier orders, serials
// unique per part number (also when two requests race), DDT dated between the
// order and today, the move to inActivation once every unit is serialised and
// shipped, delivery that makes the contract active from its start date, each
// move in the history, and nothing changing after activation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '@/backend/db/schema';
import type { ApiCallBody } from '@/lib/api-types';
import type { ApiResult } from '../../support/backend/api-caller';
import { type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('orders: serials, DDT and the start of the contract', () => {
  let t: ContractsTestApp;
  let milano: number;
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
  }, 60_000);
  afterAll(() => t.close());

  const signed = async (quantity = 2) => {
    const c = (
      await t.api.post('/api/Agency/{agencyId}/Contracts', {
        params: { agencyId: milano },
        json: contractBody(t.models.plain, {
          lines: [{ modelId: t.models.plain, quantity, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity }] }],
        }),
        as: 'agent',
      })
    ).body;
    await t.db.update(contracts).set({ status: 'contractAccepted' }).where(eq(contracts.id, c.id));
    return c;
  };
  const order = (contractId: number, unitIds: number[], orderDate = day(-5)) =>
    t.api.post('/api/Agency/{agencyId}/Orders', {
      params: { agencyId: milano },
      json: { contractId, supplierName: 'Esprinet SpA', supplierCode: 'ESP', orderNumber: `PO-${contractId}`, orderDate, supplierPrice: 1500, unitIds },
      as: 'superadmin',
    });
  const serials = (units: ApiCallBody<'PUT', '/api/Agency/contracts-serials'>['units']) =>
    t.api.put('/api/Agency/contracts-serials', { json: { units }, as: 'superadmin', agencyId: milano });
  const orderOf = (username: string, contractId: number, agencyId = milano) =>
    t.api.get('/api/Agency/{agencyId}/Orders/{contractId}', { params: { agencyId, contractId }, as: username });
  const deliver = (username: string, contractId: number, startDate: string, agencyId = milano) =>
    t.api.post('/api/Agency/{agencyId}/Orders/{contractId}/delivery', { params: { agencyId, contractId }, json: { startDate }, as: username });
  const detail = async (id: number) => (await orderOf('superadmin', id)).body;
  const codes = (response: ApiResult<unknown>) => response.error.errors.map((e) => `${e.field ?? ''}:${e.code}`);
  let serialCounter = 0;
  const serial = () => `SNT${Date.now().toString(36).toUpperCase()}${(serialCounter += 1)}`;

  it('takes a signed contract from ordered to active, each move in the history', async () => {
    const c = await signed(2);
    const [a, b] = c.units.map((u) => u.id) as [number, number];
    let d = await detail(c.id);
    expect(d).toMatchObject({ status: 'contractAccepted', orderStatus: 'ToOrder', canOrder: true, canConfirmDelivery: false, startDate: null });
    expect(d.lines).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(d.units.every((u) => u.status === 'shipmentPreparation' || u.status === 'created')).toBe(true);

    // one by one: the first unit, then the second
    expect((await order(c.id, [a])).status).toBe(201);
    expect((await order(c.id, [b], day(-4))).status).toBe(201);
    d = await detail(c.id);
    expect(d.orderStatus).toBe('Ordered');
    expect(d.orders.map((o) => o.unitIds)).toEqual([[a], [b]]);

    const first = await serials([{ unitId: a, serialNumber: serial(), ddtNumber: 'DDT-1', ddtDate: day(-2) }]);
    expect(first.status).toBe(200);
    const firstAnswer = first.body;
    expect(firstAnswer.units[0]!.status).toBe('sent');
    expect(firstAnswer.contracts).toEqual([{ id: c.id, status: 'contractAccepted' }]);

    const second = (await serials([{ unitId: b, serialNumber: ` ${serial().toLowerCase()} `, ddtNumber: 'DDT-2', ddtDate: day(-1) }])).body;
    expect(second.contracts[0]!.status).toBe('inActivation');
    d = await detail(c.id);
    expect(d.status).toBe('inActivation');
    expect(d.units.every((u) => u.serialNumber === u.serialNumber?.toUpperCase() && !u.serialNumber?.includes(' '))).toBe(true);
    expect(d.canConfirmDelivery).toBe(true);

    // not before the last DDT, not in the future
    const early = await deliver('superadmin', c.id, day(-2));
    expect(early.status).toBe(400);
    expect(codes(early)).toEqual(['startDate:start_before_ddt']);
    const future = await deliver('superadmin', c.id, day(2));
    expect(codes(future)).toEqual(['startDate:date_in_future']);

    const delivered = await deliver('superadmin', c.id, day(0));
    expect(delivered.status).toBe(200);
    d = delivered.body;
    expect(d).toMatchObject({ status: 'active', startDate: day(0), canConfirmDelivery: false });
    expect(d.units.every((u) => u.status === 'active')).toBe(true);

    const contract = (await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: milano, contractId: c.id }, as: 'superadmin' }))
      .body;
    // The contract names its start: the delivery day, which its page shows as the supply's last step.
    expect(contract.startDate).toBe(day(0));
    expect(contract.history.slice(-2).map((h) => [h.fromStatus, h.toStatus, h.changedBy?.username])).toEqual([
      ['contractAccepted', 'inActivation', 'superadmin'],
      ['inActivation', 'active', 'superadmin'],
    ]);
    // twice is a wrong status
    expect((await deliver('superadmin', c.id, day(0))).status).toBe(409);
    // nothing changes after activation
    const late = await serials([{ unitId: a, serialNumber: serial() }]);
    expect(late.status).toBe(409);
    expect(codes(late)).toEqual(['units.0.unitId:unit_already_active']);
  });

  it('refuses a DDT before the order, in the future, or for a unit no order covers', async () => {
    const c = await signed(2);
    const [a, b] = c.units.map((u) => u.id) as [number, number];
    const unordered = await serials([{ unitId: a, ddtNumber: 'DDT-9', ddtDate: day(-1) }]);
    expect(unordered.status).toBe(409);
    expect(codes(unordered)).toEqual(['units.0.ddtDate:unit_not_ordered']);
    await order(c.id, [a, b], day(-3));
    const before = await serials([{ unitId: a, ddtNumber: 'DDT-9', ddtDate: day(-4) }]);
    expect(before.status).toBe(400);
    const body = before.error;
    expect(body.errors[0]).toMatchObject({ field: 'units.0.ddtDate', code: 'ddt_before_order' });
    expect(body.errors[0]!.message).toContain(day(-3));
    expect(codes(await serials([{ unitId: b, ddtNumber: 'DDT-9', ddtDate: day(1) }]))).toEqual(['units.0.ddtDate:date_in_future']);
    // the same day as the order is fine
    expect((await serials([{ unitId: a, ddtNumber: 'DDT-9', ddtDate: day(-3) }])).status).toBe(200);
  });

  it('keeps a serial to one unit of a part number, also when two requests race', async () => {
    const c = await signed(3);
    const [a, b, x] = c.units.map((u) => u.id) as [number, number, number];
    const taken = serial();
    expect((await serials([{ unitId: a, serialNumber: taken }])).status).toBe(200);
    const again = await serials([{ unitId: b, serialNumber: taken.toLowerCase() }]);
    expect(again.status).toBe(409);
    expect(codes(again)).toEqual(['units.0.serialNumber:serial_in_use']);
    const twice = await serials([
      { unitId: b, serialNumber: 'SAME-IN-BODY' },
      { unitId: x, serialNumber: 'same-in-body' },
    ]);
    expect(twice.status).toBe(400);
    expect(codes(twice)).toEqual(['units.1.serialNumber:serial_in_use']);
    // re-saving a unit with its own serial is no clash
    expect((await serials([{ unitId: a, serialNumber: taken }])).status).toBe(200);

    const raced = serial();
    const answers = await Promise.all([b, x].map((unitId) => serials([{ unitId, serialNumber: raced }])));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(loser.error.errors[0]!.code).toBe('serial_in_use');
    const d = await detail(c.id);
    expect(d.units.filter((u) => u.serialNumber === raced)).toHaveLength(1);
  });

  it('in activation, serials and DDT may be corrected but not emptied', async () => {
    const c = await signed(1);
    const [a] = c.units.map((u) => u.id) as [number];
    await order(c.id, [a]);
    await serials([{ unitId: a, serialNumber: serial(), ddtNumber: 'DDT-5', ddtDate: day(-1) }]);
    expect((await detail(c.id)).status).toBe('inActivation');
    expect(codes(await serials([{ unitId: a, serialNumber: null }]))).toEqual(['units.0.serialNumber:required']);
    expect((await serials([{ unitId: a, ddtNumber: 'DDT-5-BIS' }])).status).toBe(200);
  });

  it('shows a contract in error no details, and answers 404 outside the scope or for agencies the caller is no member of', async () => {
    const c = await signed(1);
    await t.db.update(contracts).set({ status: 'error' }).where(eq(contracts.id, c.id));
    const answer = await orderOf('superadmin', c.id);
    expect(answer.status).toBe(409);
    expect(codes(answer)).toEqual([':contract_in_error']);
    expect((await orderOf('superadmin', 999999)).status).toBe(404);
    expect((await orderOf('superadmin', c.id, 999999)).status).toBe(404);
    for (const username of ['admin', 'agencyadmin', 'capoarea', 'agent', 'junior', 'groupmanager', 'customer']) {
      const agency = username === 'groupmanager' ? t.agency['Agenzia Roma']! : milano;
      expect((await orderOf(username, c.id, agency)).status, username).toBe(403);
      expect((await deliver(username, c.id, day(0), agency)).status, username).toBe(403);
    }
  });
});
