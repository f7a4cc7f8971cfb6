// A contract of the customer's company walked by the superadministrator to
// signed (contractAccepted) through the API, as the order page finds it. Where
// the credit provider asked for documents (their round trip is
// contract-documents.spec.ts), the superadministrator overrides with a reason,
// as the lifecycle allows.
import { expect } from '@playwright/test';
import { type Api, SIGNER } from './contracts';

export interface SignedDetail {
  id: number;
  number: string;
  status: string;
  nextStatuses: string[];
  waitingStatuses: { status: string; overridable: boolean }[];
  units: { id: number }[];
}

const PATH_TO_SIGNED = ['documentationOk', 'approvated', 'sent', 'contractAccepted'];

export async function signedCustomerContract(superadmin: Api, customer: Api, notes = 'e2e orders', tier = 'GOLD'): Promise<SignedDetail> {
  const products = await customer.call<{ items: { id: number }[] }>('GET', `/api/Agency/${customer.agencyId}/Products?pageSize=1`);
  const created = await customer.call<SignedDetail>('POST', `/api/Agency/${customer.agencyId}/Contracts`, {
    providerCode: 'GRENKE',
    contractType: 'purchase',
    lines: [{ modelId: products.body.items[0]!.id, quantity: 2, durationMonths: 36, accessories: [], services: [{ tier, quantity: 2 }] }],
    shipping: { mode: 'registeredOffice', destinations: [] },
    signers: [SIGNER],
    notes,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const detailPath = `/api/Agency/${superadmin.agencyId}/Contracts/${created.body.id}`;
  let contract = (await superadmin.call<SignedDetail>('GET', detailPath)).body;
  while (contract.status !== 'contractAccepted') {
    const next = PATH_TO_SIGNED.find((s) => contract.nextStatuses.includes(s));
    const waiting = PATH_TO_SIGNED.find((s) => contract.waitingStatuses.some((w) => w.status === s && w.overridable));
    expect(next ?? waiting, `a way on from ${contract.status}`).toBeDefined();
    const body = next ? { status: next } : { status: waiting, overrideReason: 'e2e: documenti ricevuti fuori dal portale' };
    const moved = await superadmin.call<SignedDetail>('PUT', `${detailPath}/status`, body);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    contract = moved.body;
  }
  return contract;
}

/**
 * A signed contract of the customer's company carried on to active through
 * the API as the order page would: both units ordered, given serials and a
 * DDT, and the delivery confirmed today.
 */
export async function activeCustomerContract(superadmin: Api, customer: Api, notes: string, tier: string): Promise<SignedDetail> {
  const signed = await signedCustomerContract(superadmin, customer, notes, tier);
  const today = new Date().toISOString().slice(0, 10);
  const unitIds = signed.units.map((u) => u.id);
  const ordered = await superadmin.call('POST', `/api/Agency/${superadmin.agencyId}/Orders`, {
    contractId: signed.id,
    supplierName: 'Esprinet SpA',
    supplierCode: 'ESP',
    orderNumber: `PO-${notes}`,
    orderDate: today,
    supplierPrice: 1000,
    unitIds,
  });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const serials = await superadmin.call('PUT', '/api/Agency/contracts-serials', {
    units: unitIds.map((unitId, n) => ({ unitId, serialNumber: `SN-${suffix}-${n + 1}`, ddtNumber: `DDT-${suffix}`, ddtDate: today })),
  });
  expect(serials.status, JSON.stringify(serials.body)).toBe(200);
  const delivered = await superadmin.call('POST', `/api/Agency/${superadmin.agencyId}/Orders/${signed.id}/delivery`, { startDate: today });
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
  return signed;
}
