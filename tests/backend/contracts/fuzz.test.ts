// Property: whatever arrives at the contracts and orders write endpoints,
// the answer is deliberate (2xx, 400, 403, 404, 409) with the error shape,
// never a 500. Bodies are mostly valid ones with one or two fields mutated
// (so they reach pricing, the database and the credit provider), plus any
// JSON and text that is no JSON at all.
import fc from 'fast-check';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDERABLE_STATUSES } from '@/core/lifecycle/status-groups';
import { contractProducts, contracts, supplierOrderUnits } from '@/backend/db/schema';
import { CONTRACT_STATUSES } from '@/core/domain/contracts';
import { readError } from '../../support/backend/api-caller';
import { COMPANY, SIGNER, type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';
import { mutated } from '../../support/backend/mutations';

const RUNS = 1000;
const TIMEOUT = 600_000;
const CONTRACT_PATHS = [
  'providerCode',
  'contractType',
  'lines',
  'lines.0',
  'lines.0.modelId',
  'lines.0.quantity',
  'lines.0.durationMonths',
  'lines.0.services',
  'lines.0.services.0.tier',
  'lines.0.services.0.quantity',
  'lines.0.accessories',
  'shipping',
  'shipping.mode',
  'shipping.destinations',
  'shipping.destinations.0.units',
  'shipping.destinations.0.postalCode',
  'company',
  'company.name',
  'company.vatNumber',
  'company.fiscalCode',
  'company.iban',
  'company.pec',
  'company.phone',
  'company.province',
  'company.postalCode',
  'company.incorporationDate',
  'company.companySolidity',
  'company.employees',
  'company.businessTypeId',
  'signers',
  'signers.0',
  'signers.0.fiscalCode',
  'signers.0.birthDate',
  'notes',
];

describe('random bodies on the contracts and orders writes never cause a 500', () => {
  let t: ContractsTestApp;
  let milano: number;
  let base: string;
  let ids: number[];
  let unitIds: number[];
  let signed: { contractId: number; unitIds: number[] }[];
  const errorLog = vi.spyOn(console, 'error');
  const statuses = new Map<string, number>();

  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
    base = `/api/Agency/${milano}/Contracts`;
    const own = await t.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.agencyId, milano), eq(contracts.createdById, await t.userId('agent'))));
    ids = [...own.map((r) => r.id), 999_999];
    const units = await t.db
      .select({ id: contractProducts.id, contractId: contractProducts.contractId })
      .from(contractProducts)
      .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
      .leftJoin(supplierOrderUnits, eq(supplierOrderUnits.contractProductId, contractProducts.id))
      .where(and(inArray(contracts.status, [...ORDERABLE_STATUSES]), eq(contracts.archived, false), isNull(supplierOrderUnits.orderId)));
    unitIds = units.map((u) => u.id);
    signed = [...new Set(units.map((u) => u.contractId))].map((contractId) => ({
      contractId,
      unitIds: units.filter((u) => u.contractId === contractId).map((u) => u.id),
    }));
  });
  afterAll(() => t.close());

  /** A valid contract body of varied shape: with or without company, shipping modes, one or two lines. */
  const validContract = () =>
    fc
      .record({
        providerCode: fc.constantFrom('GRENKE', 'bnp', 'DLL'),
        contractType: fc.constantFrom('purchase', 'plus', 'flex'),
        model: fc.constantFrom(t.models.flex, t.models.plain, t.models.camera),
        quantity: fc.integer({ min: 1, max: 4 }),
        durationMonths: fc.constantFrom(24, 36, 48, 60),
        tier: fc.constantFrom('SILVER', 'GOLD', 'PLATINUM'),
        mode: fc.constantFrom('registeredOffice', 'pickup', 'multipleDestinations'),
        withCompany: fc.boolean(),
        vat: fc.constantFrom('12345678903', '01234567897', '98765432103'),
      })
      .map((v) => ({
        providerCode: v.providerCode,
        contractType: v.contractType,
        lines: [
          {
            modelId: v.model,
            quantity: v.quantity * 2,
            durationMonths: v.durationMonths,
            accessories: [],
            services: [{ tier: v.tier, quantity: v.quantity * 2 }],
          },
        ],
        shipping: {
          mode: v.mode,
          destinations:
            v.mode === 'multipleDestinations'
              ? [0, 1].map(() => ({ units: v.quantity, contactName: 'Magazzino', address: 'Via Roma 1', postalCode: '20100', town: 'Milano', province: 'MI' }))
              : [],
        },
        ...(v.withCompany ? { company: { ...COMPANY, vatNumber: v.vat }, signers: [SIGNER] } : {}),
        notes: 'fuzz',
      }));

  async function check(username: string, method: string, path: string, body: unknown, allowed: number[], headers: Record<string, string> = {}) {
    const raw = typeof body === 'string' ? body : JSON.stringify(body ?? null);
    const response = await t.as(username, path, { method, body: raw, headers });
    const key = `${method} ${path.replace(/\d+/g, ':id')} ${response.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    expect(allowed, `${method} ${path} ${raw.slice(0, 300)}`).toContain(response.status);
    if (response.status >= 400) expect((await readError(response)).errors.length).toBeGreaterThan(0);
    else await response.arrayBuffer();
  }
  /** The property must reach the handlers' depths, not stop at validation. */
  const reached = (prefix: string, status: number) =>
    [...statuses].filter(([key]) => key.startsWith(prefix) && key.endsWith(` ${status}`)).reduce((sum, [, n]) => sum + n, 0);

  it(`POST …/Contracts (${RUNS} runs)`, { timeout: TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(mutated(validContract(), CONTRACT_PATHS), fc.constantFrom('agent', 'junior', 'customer'), (body, who) =>
        check(who, 'POST', base, body, [201, 400, 403]),
      ),
      { numRuns: RUNS },
    );
    expect(reached('POST /api/Agency/:id/Contracts ', 201)).toBeGreaterThan(RUNS / 10);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it(`PUT …/Contracts/{id} (${RUNS} runs)`, { timeout: TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(mutated(validContract(), CONTRACT_PATHS), fc.constantFrom(...ids), (body, id) =>
        check('agent', 'PUT', `${base}/${id}`, body, [200, 400, 403, 404, 409]),
      ),
      { numRuns: RUNS },
    );
    expect(reached('PUT /api/Agency/:id/Contracts/:id ', 409)).toBeGreaterThan(0);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it(`PUT and POST …/status (${RUNS} runs)`, { timeout: TIMEOUT }, async () => {
    const valid = fc.record({ status: fc.constantFrom(...CONTRACT_STATUSES), note: fc.string({ maxLength: 80 }) });
    await fc.assert(
      fc.asyncProperty(
        mutated(valid, ['status', 'note']),
        fc.constantFrom(...ids),
        fc.constantFrom('PUT', 'POST'),
        fc.constantFrom('agent', 'admin', 'customer'),
        (body, id, method, who) => check(who, method, `${base}/${id}/status`, body, [200, 400, 403, 404, 409]),
      ),
      { numRuns: RUNS },
    );
    expect(reached('PUT /api/Agency/:id/Contracts/:id/status', 409) + reached('POST /api/Agency/:id/Contracts/:id/status', 409)).toBeGreaterThan(RUNS / 10);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it(`POST the actions (${RUNS} runs)`, { timeout: TIMEOUT }, async () => {
    const action = fc.constantFrom('Approve', 'Confirm', 'Resend', 'Archive', 'Unarchive', 'Grenke/CancelDossier');
    await fc.assert(
      fc.asyncProperty(
        mutated(fc.record({ note: fc.string({ maxLength: 80 }) }), ['note']),
        fc.constantFrom(...ids),
        action,
        fc.constantFrom('agent', 'junior', 'admin'),
        (body, id, name, who) => check(who, 'POST', `${base}/${id}/${name}`, body, [200, 400, 403, 404, 409]),
      ),
      { numRuns: RUNS },
    );
    expect(errorLog).not.toHaveBeenCalled();
  });

  it(`POST …/Orders and PUT contracts-serials (${RUNS} runs each)`, { timeout: TIMEOUT }, async () => {
    const order = fc
      .record({
        target: fc.constantFrom(...signed),
        supplierName: fc.constantFrom('Esprinet SpA', 'Nital SpA'),
        supplierCode: fc.constantFrom('ESP', 'NITAL'),
        orderNumber: fc.string({ minLength: 1, maxLength: 10 }),
        orderDate: fc.constantFrom('2026-11-20', '2025-01-31'),
        supplierPrice: fc.double({ min: 0, max: 1e6, noNaN: true }),
        count: fc.integer({ min: 1, max: 3 }),
      })
      .map(({ target, count, ...rest }) => ({ contractId: target.contractId, unitIds: target.unitIds.slice(0, count), ...rest }));
    await fc.assert(
      fc.asyncProperty(mutated(order, ['contractId', 'supplierName', 'orderDate', 'supplierPrice', 'unitIds', 'unitIds.0']), (body) =>
        check('superadmin', 'POST', `/api/Agency/${milano}/Orders`, body, [201, 400, 404, 409]),
      ),
      { numRuns: RUNS },
    );
    const serials = fc.record({
      units: fc.array(
        fc.record({
          unitId: fc.constantFrom(...unitIds),
          serialNumber: fc.string({ maxLength: 20 }),
          ddtNumber: fc.string({ maxLength: 12 }),
          ddtDate: fc.constantFrom('2026-11-21', '2024-02-29'),
          status: fc.constantFrom('sent', 'active', 'inActivation'),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(mutated(serials, ['units', 'units.0', 'units.0.unitId', 'units.0.serialNumber', 'units.0.ddtDate', 'units.0.status']), (body) =>
        check('superadmin', 'PUT', '/api/Agency/contracts-serials', body, [200, 400, 409], { 'X-Agency-Id': String(milano) }),
      ),
      { numRuns: RUNS },
    );
    expect(reached(`POST /api/Agency/:id/Orders`, 201)).toBeGreaterThan(0);
    expect(reached('PUT /api/Agency/contracts-serials', 200)).toBeGreaterThan(0);
    expect(errorLog).not.toHaveBeenCalled();
  });
});
