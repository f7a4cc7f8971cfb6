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

export async function signedCustomerContract(superadmin: Api, customer: Api, notes = 'e2e orders'): Promise<SignedDetail> {
  const products = await customer.call<{ items: { id: number }[] }>('GET', `/api/Agency/${customer.agencyId}/Products?pageSize=1`);
  const created = await customer.call<SignedDetail>('POST', `/api/Agency/${customer.agencyId}/Contracts`, {
    providerCode: 'GRENKE',
    contractType: 'purchase',
    lines: [{ modelId: products.body.items[0]!.id, quantity: 2, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 2 }] }],
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
