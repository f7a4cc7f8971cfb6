// A contract of the customer's company walked by the superadministrator to
// signed (contractAccepted) through the API, as the order page finds it. Where
// the credit provider asked for documents (their round trip is
// contract-documents.spec.ts), the superadministrator overrides with a reason,
// as the lifecycle allows.
import { expect } from '@playwright/test';
import type { GuaranteeTier } from '@/core/domain/catalogue';
import type { ContractStatus } from '@/core/domain/contracts';
import type { ApiAnswer } from '@/lib/api-types';
import { type Api, SIGNER } from './contracts';

/** A contract's detail, as the API answers it. */
export type SignedDetail = ApiAnswer<'GET', '/api/Agency/{agencyId}/Contracts/{contractId}'>;

const PATH_TO_SIGNED: ContractStatus[] = ['documentationOk', 'approvated', 'sent', 'contractAccepted'];

export async function signedCustomerContract(superadmin: Api, customer: Api, notes = 'e2e orders', tier: GuaranteeTier = 'GOLD'): Promise<SignedDetail> {
  const own = { agencyId: customer.agencyId };
  const products = await customer.api.get('/api/Agency/{agencyId}/Products', { params: own, query: { pageSize: 1 } });
  const created = await customer.api.post('/api/Agency/{agencyId}/Contracts', {
    params: own,
    json: {
      providerCode: 'GRENKE',
      contractType: 'purchase',
      lines: [{ modelId: products.body.items[0]!.id, quantity: 2, durationMonths: 36, accessories: [], services: [{ tier, quantity: 2 }] }],
      shipping: { mode: 'registeredOffice', destinations: [] },
      signers: [SIGNER],
      notes,
    },
  });
  expect(created.status, String(created)).toBe(201);
  const params = { agencyId: superadmin.agencyId, contractId: created.body.id };
  let contract = (await superadmin.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params })).body;
  while (contract.status !== 'contractAccepted') {
    const next = PATH_TO_SIGNED.find((s) => contract.nextStatuses.includes(s));
    const waiting = PATH_TO_SIGNED.find((s) => contract.waitingStatuses.some((w) => w.status === s && w.overridable));
    expect(next ?? waiting, `a way on from ${contract.status}`).toBeDefined();
    const json = next ? { status: next } : { status: waiting!, overrideReason: 'e2e: documenti ricevuti fuori dal portale' };
    const moved = await superadmin.api.put('/api/Agency/{agencyId}/Contracts/{contractId}/status', { params, json });
    expect(moved.status, String(moved)).toBe(200);
    contract = moved.body;
  }
  return contract;
}

/**
 * A signed contract of the customer's company carried on to active through
 * the API as the order page would: both units ordered, given serials and a
 * DDT, and the delivery confirmed today (or on `today`, a day past: the
 * end-of-term specs start a contract near its end).
 */
export async function activeCustomerContract(
  superadmin: Api,
  customer: Api,
  notes: string,
  tier: GuaranteeTier,
  today = new Date().toISOString().slice(0, 10),
): Promise<SignedDetail> {
  const signed = await signedCustomerContract(superadmin, customer, notes, tier);
  const unitIds = signed.units.map((u) => u.id);
  const params = { agencyId: superadmin.agencyId };
  const ordered = await superadmin.api.post('/api/Agency/{agencyId}/Orders', {
    params,
    json: {
      contractId: signed.id,
      supplierName: 'Esprinet SpA',
      supplierCode: 'ESP',
      orderNumber: `PO-${notes}`,
      orderDate: today,
      supplierPrice: 1000,
      unitIds,
    },
  });
  expect(ordered.status, String(ordered)).toBe(201);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const serials = await superadmin.api.put('/api/Agency/contracts-serials', {
    json: { units: unitIds.map((unitId, n) => ({ unitId, serialNumber: `SN-${suffix}-${n + 1}`, ddtNumber: `DDT-${suffix}`, ddtDate: today })) },
  });
  expect(serials.status, String(serials)).toBe(200);
  const delivered = await superadmin.api.post('/api/Agency/{agencyId}/Orders/{contractId}/delivery', {
    params: { ...params, contractId: signed.id },
    json: { startDate: today },
  });
  expect(delivered.status, String(delivered)).toBe(200);
  return signed;
}
