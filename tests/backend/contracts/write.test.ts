// Create, edit and delete: validation (docs/domain.md) codes, the cart rules
// of the pricing area, draft without company, credit evaluation with the
// decision recorded, customers acting for their own company only, scope.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contracts, creditDecisions, signers, users } from '@/backend/db/schema';
import { type ApiResult, readError } from '../../support/backend/api-caller';
import { COMPANY, type ContractBody, type ContractsTestApp, SIGNER, contractBody, setupContractsApp } from '../../support/backend/contracts-app';

describe('contracts writes', () => {
  let t: ContractsTestApp;
  let milano: number;
  let base: string;
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
    base = `/api/Agency/${milano}/Contracts`;
  });
  afterAll(() => t.close());

  const create = (username: string, json: ContractBody) => t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, json, as: username });
  const edit = (username: string, contractId: number, json: ContractBody) =>
    t.api.put('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: milano, contractId }, json, as: username });
  const remove = (username: string, contractId: number) =>
    t.api.delete('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: milano, contractId }, as: username });
  /** A probe: a body the route does not accept, sent raw. */
  const probe = (username: string, body: unknown) => t.as(username, base, { method: 'POST', body });
  const errorsOf = async (result: ApiResult<unknown> | Response) => {
    expect(result.status).toBe(400);
    const error = result instanceof Response ? await readError(result) : result.error;
    return error.errors.map((e) => `${e.field}:${e.code}`);
  };

  describe('create', () => {
    it('creates with the company and lets the credit provider decide at once', async () => {
      const response = await create('agent', contractBody(t.models.plain));
      expect(response.status).toBe(201);
      const c = response.body;
      // Verdi Consulting: 0.6 × 85 + 15 (40 employees) + 20 (18 years) = 86 ≥ 70
      expect(c.status).toBe('preApprovated');
      expect(c.number).toMatch(new RegExp(`^AP-${new Date().getUTCFullYear()}-\\d{6}$`));
      expect(c.history.map((h) => [h.fromStatus, h.toStatus, h.changedBy?.username ?? 'system'])).toEqual([
        [null, 'created', 'agent'],
        ['created', 'preApprovated', 'system'],
      ]);
      expect(c.creditDecisions).toEqual([
        expect.objectContaining({ outcome: 'preApprovated', score: 86, reason: 'score_at_or_above_sc', dossierId: `GRENKE-${c.number}` }),
      ]);
      expect(c.company).toMatchObject({ vatNumber: '12345678903', province: 'MI', iban: 'IT60X0542811101000000123456' });
      expect(c.signers).toEqual([expect.objectContaining({ fiscalCode: 'VRDNNA80A41F205K' })]);
      expect(c.units).toHaveLength(2);
      expect(c.units.every((u) => u.status === 'created' && u.orderId === null)).toBe(true);
      // prices by the pricing rules: 2 × list price + 2 × GOLD + 2 × 5 EUR shipping (Agenzia Milano)
      const product = c.items.find((i) => i.kind === 'product')!;
      const service = c.items.find((i) => i.kind === 'service')!;
      expect(c.financedAmount).toBeCloseTo(product.amount + service.amount + 10, 2);
      expect(c.totalValue).toBeCloseTo(c.monthlyPayment * 36, 2);
    });

    it('gives every contract its own number from the sequence', async () => {
      const numbers = await Promise.all([1, 2, 3].map(async () => (await create('agent', contractBody(t.models.plain))).body.number));
      expect(new Set(numbers).size).toBe(3);
    });

    it('records missingDocs and refused with their reason', async () => {
      const missing = (await create('agent', contractBody(t.models.plain, { company: { ...COMPANY, vatNumber: '11111111115', companySolidity: null } }))).body;
      expect(missing.status).toBe('missingDocs');
      expect(missing.creditDecisions[0]).toMatchObject({ reason: 'missing_company_data', score: null });
      const young = (
        await create(
          'agent',
          contractBody(t.models.plain, { company: { ...COMPANY, vatNumber: '22222222220', incorporationDate: new Date().toISOString().slice(0, 10) } }),
        )
      ).body;
      expect(young.status).toBe('refused');
      expect(young.creditDecisions[0]!.reason).toBe('activity_too_short');
    });

    it('keeps a contract without company information as a draft needing approval', async () => {
      const response = await create('junior', contractBody(t.models.plain, { company: undefined, signers: [] }));
      expect(response.status).toBe(201);
      const c = response.body;
      expect(c.status).toBe('draft');
      expect(c.company).toBeNull();
      expect(c.creditDecisions).toEqual([]);
      expect(c.units.every((u) => u.status === 'none')).toBe(true);
      expect(c.actions).toMatchObject({ edit: true, delete: false, approve: false, confirm: false });
    });

    it('updates a known company (same agency and VAT) instead of duplicating it', async () => {
      await create('agent', contractBody(t.models.plain, { company: { ...COMPANY, phone: '02 1111111', iban: null } }));
      const rows = await t.db
        .select()
        .from(companies)
        .where(and(eq(companies.agencyId, milano), eq(companies.vatNumber, COMPANY.vatNumber)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ phone: '02 1111111', iban: 'IT60X0542811101000000123456' });
      expect(await t.db.select().from(signers).where(eq(signers.companyId, rows[0]!.id))).toHaveLength(1);
    });

    it('answers 400 listing every invalid field with its code', async () => {
      const body = contractBody(t.models.plain, {
        company: {
          ...COMPANY,
          vatNumber: '1234',
          fiscalCode: 'X',
          iban: 'DE89370400440532013000',
          postalCode: '2012',
          phone: 'abc',
          pec: 'no-at',
          email: 'x@',
          name: ' ',
        },
        signers: [{ ...SIGNER, fiscalCode: 'RSSMRA' }],
      });
      expect((await errorsOf(await create('agent', body))).sort()).toEqual(
        [
          'company.name:required',
          'company.vatNumber:invalid_vat_number',
          'company.fiscalCode:invalid_fiscal_code',
          'company.iban:invalid_iban',
          'company.postalCode:invalid_postal_code',
          'company.phone:invalid_phone',
          'company.pec:invalid_email',
          'company.email:invalid_email',
          'signers.0.fiscalCode:invalid_fiscal_code',
        ].sort(),
      );
    });

    it('answers 400 with the cart rules and the company checks together', async () => {
      const body = contractBody(t.models.plain, {
        lines: [{ modelId: t.models.plain, quantity: 2, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 1 }] }],
        company: { ...COMPANY, businessTypeId: 99_999 },
        signers: [],
      });
      expect((await errorsOf(await create('agent', body))).sort()).toEqual([
        'company.businessTypeId:unknown_business_type',
        'lines.0.services:services_mismatch',
        'signers:required',
      ]);
      const flex = contractBody(t.models.plain, {
        contractType: 'flex',
        lines: [{ modelId: t.models.camera, quantity: 1, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 1 }] }],
      });
      expect(await errorsOf(await create('agent', flex))).toContain('lines.0.modelId:not_flex_eligible');
      const messages = (
        await t.api.post('/api/Agency/{agencyId}/Contracts', {
          params: { agencyId: milano },
          json: { ...contractBody(t.models.plain), providerCode: 'NOPE' },
          as: 'agent',
          headers: { 'accept-language': 'en' },
        })
      ).error;
      expect(messages.errors).toEqual([{ field: 'providerCode', code: 'unknown_provider', message: 'Credit provider not available' }]);
    });

    it('answers 400 for a malformed body and required fields', async () => {
      // probes: a malformed body and an empty one
      expect(await errorsOf(await probe('agent', '{"lines":'))).toEqual(['undefined:validation_failed']);
      const missing = await errorsOf(await probe('agent', {}));
      expect(missing).toEqual(expect.arrayContaining(['providerCode:required', 'contractType:required', 'lines:required', 'shipping:required']));
    });

    it('asks an address of each destination of a multi-destination shipment', async () => {
      const lines: ContractBody['lines'] = [
        { modelId: t.models.plain, quantity: 4, durationMonths: 36, accessories: [], services: [{ tier: 'SILVER', quantity: 4 }] },
      ];
      const first = { units: 2, contactName: 'Magazzino', address: 'Via Roma 1', postalCode: '20100', town: 'Milano', province: 'MI' };
      // a probe: a destination without its address, which the route's body does not accept
      const withoutAddress = { ...contractBody(t.models.plain, { lines }), shipping: { mode: 'multipleDestinations', destinations: [first, { units: 2 }] } };
      expect(await errorsOf(await probe('agent', withoutAddress))).toEqual(
        expect.arrayContaining(['shipping.destinations.1.address:required', 'shipping.destinations.1.postalCode:required']),
      );
      const second = { units: 2, contactName: 'Reception', address: 'Corso Como 2', postalCode: '20154', town: 'Milano', province: 'MI' };
      const c = (await create('agent', contractBody(t.models.plain, { lines, shipping: { mode: 'multipleDestinations', destinations: [first, second] } })))
        .body;
      expect(c.destinations.map((d) => d.units)).toEqual([2, 2]);
      expect(c.shippingCost).toBe(20);
    });

    it('keeps the shipping contact and address, checked by their patterns', async () => {
      const shipping = {
        mode: 'registeredOffice' as const,
        destinations: [],
        contact: { name: 'Ufficio acquisti', phone: '02 7654321', email: 'acquisti@verdi.it' },
        address: { address: 'Via Manzoni 5', postalCode: '20121', town: 'Milano', province: 'mi' },
      };
      const c = (await create('agent', contractBody(t.models.plain, { shipping }))).body;
      expect(c.shippingContact).toEqual({ name: 'Ufficio acquisti', phone: '02 7654321', email: 'acquisti@verdi.it' });
      expect(c.shippingAddress).toEqual({ address: 'Via Manzoni 5', postalCode: '20121', town: 'Milano', province: 'MI' });
      const none = (await create('agent', contractBody(t.models.plain, { shipping: { mode: 'pickup', contact: null } }))).body;
      expect(none.shippingContact).toBeNull();
      const bad = { ...shipping, contact: { phone: 'x' }, address: { postalCode: '201' } };
      // a probe: a contact without its name, an address without its street
      expect((await errorsOf(await probe('agent', { ...contractBody(t.models.plain), shipping: bad }))).sort()).toEqual([
        'shipping.address.postalCode:invalid_postal_code',
        'shipping.contact.phone:invalid_phone',
      ]);
    });

    it("creates a customer's contract for their own company, and refuses another one", async () => {
      const own = await create('customer', contractBody(t.models.plain, { company: undefined }));
      expect(own.status).toBe(201);
      expect(own.body.company?.name).toBe('Rossi Forniture Srl');
      expect((await create('customer', contractBody(t.models.plain))).status).toBe(403);
    });

    it('answers 404 in an agency the user does not belong to', async () => {
      const roma = t.agency['Agenzia Roma']!;
      expect(
        (await t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: roma }, json: contractBody(t.models.plain), as: 'agent' })).status,
      ).toBe(404);
    });
  });

  describe('edit', () => {
    it('re-prices a draft and keeps its status', async () => {
      const draft = (await create('agent', contractBody(t.models.plain, { company: undefined, signers: [] }))).body;
      const bigger = contractBody(t.models.plain, {
        company: undefined,
        signers: [],
        lines: [{ modelId: t.models.plain, quantity: 5, durationMonths: 48, accessories: [], services: [{ tier: 'SILVER', quantity: 5 }] }],
        notes: 'Cinque notebook',
      });
      const response = await edit('agent', draft.id, bigger);
      expect(response.status).toBe(200);
      const edited = response.body;
      expect(edited).toMatchObject({ status: 'draft', durationMonths: 48, notes: 'Cinque notebook' });
      expect(edited.units).toHaveLength(5);
      expect(edited.monthlyPayment).toBeGreaterThan(draft.monthlyPayment);
      expect(edited.number).toBe(draft.number);
    });

    it('adds the company to a created contract so the quote can be confirmed', async () => {
      const draft = (await create('agent', contractBody(t.models.plain, { company: undefined, signers: [] }))).body;
      const edited = await edit('agent', draft.id, contractBody(t.models.plain, { company: { ...COMPANY, vatNumber: '33333333335' } }));
      expect(edited.body.company?.vatNumber).toBe('33333333335');
    });

    it('answers 409 outside draft, draft_with_notes and created, 404 out of scope, 400 on bad input', async () => {
      const evaluated = (await create('agent', contractBody(t.models.plain))).body;
      expect((await edit('agent', evaluated.id, contractBody(t.models.plain))).status).toBe(409);
      expect((await edit('junior', evaluated.id, contractBody(t.models.plain))).status).toBe(404);
      const draft = (await create('agent', contractBody(t.models.plain, { company: undefined, signers: [] }))).body;
      expect(await errorsOf(await edit('agent', draft.id, { ...contractBody(t.models.plain), lines: [] }))).toEqual(['lines:validation_failed']);
    });
  });

  describe('delete', () => {
    it('deletes a draft irreversibly', async () => {
      const draft = (await create('agent', contractBody(t.models.plain, { company: undefined, signers: [] }))).body;
      const response = await remove('agent', draft.id);
      expect(response.status).toBe(204);
      expect(await t.db.select().from(contracts).where(eq(contracts.id, draft.id))).toEqual([]);
      expect((await remove('agent', draft.id)).status).toBe(404);
    });

    it('refuses a junior agent (403), another agent (404) and an evaluated contract (409)', async () => {
      const juniorDraft = (await create('junior', contractBody(t.models.plain, { company: undefined, signers: [] }))).body;
      expect((await remove('junior', juniorDraft.id)).status).toBe(403);
      expect((await remove('agent', juniorDraft.id)).status).toBe(404);
      expect((await remove('capoarea', juniorDraft.id)).status).toBe(204);
      const evaluated = (await create('agent', contractBody(t.models.plain))).body;
      expect((await remove('agent', evaluated.id)).status).toBe(409);
      expect(await t.db.select({ id: creditDecisions.id }).from(creditDecisions).where(eq(creditDecisions.contractId, evaluated.id))).toHaveLength(1);
    });
  });

  it('links the demo customer to Rossi Forniture Srl', async () => {
    const [row] = await t.db
      .select({ company: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.username, 'customer'));
    expect(row?.company).toBe('Rossi Forniture Srl');
  });
});
