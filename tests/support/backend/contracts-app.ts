// Shared set-up of the contracts, customers and orders tests: one seeded app
// per file, signed-in tokens per demo user, agency ids, and a valid contract
// body built from the seeded catalogue.
import { and, eq } from 'drizzle-orm';
import { agencies, productModels } from '@/backend/db/schema';
import type { ApiAnswer, ApiCallBody } from '@/lib/api-types';
import type { ErrorBody } from './api-caller';
import { type TestApp, setupTestApp } from './test-app';

export interface ContractsTestApp extends TestApp {
  agency: Record<string, number>;
  /** the raw request as a demo user (tokens are cached per file), for what no route declares: a probe, a download; every other call goes through `api` */
  as(username: string, path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  models: { flex: number; plain: number; camera: number };
}

export async function setupContractsApp(options: Parameters<typeof setupTestApp>[0] = {}): Promise<ContractsTestApp> {
  const t = await setupTestApp(options);
  const agency: Record<string, number> = {};
  for (const row of await t.db.select().from(agencies)) agency[row.name] = row.id;
  const as = async (username: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    t.request(path, { ...init, token: await t.tokenOf(username) });
  const [flex] = await t.db
    .select({ id: productModels.id })
    .from(productModels)
    .where(and(eq(productModels.flexEligible, true), eq(productModels.category, 'smartphone')))
    .limit(1);
  const [plain] = await t.db.select({ id: productModels.id }).from(productModels).where(eq(productModels.category, 'notebook')).limit(1);
  const [camera] = await t.db.select({ id: productModels.id }).from(productModels).where(eq(productModels.category, 'camera')).limit(1);
  return {
    ...t,
    agency,
    as,
    models: { flex: flex!.id, plain: plain!.id, camera: camera!.id },
  };
}

export const COMPANY = {
  name: 'Verdi Consulting Srl',
  vatNumber: '12345678903',
  fiscalCode: '12345678903',
  pec: 'verdiconsulting@pec.it',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  address: 'Via Manzoni 5',
  postalCode: '20121',
  municipality: 'Milano',
  province: 'mi',
  phone: '02 7654321',
  email: 'info@verdiconsulting.it',
  employees: 40,
  incorporationDate: '2008-04-02',
  companySolidity: 85,
};

export const SIGNER = {
  name: 'Anna',
  surname: 'Verdi',
  role: 'Legale rappresentante',
  fiscalCode: 'vrdnna80a41f205k',
  birthDate: '1980-01-01',
  country: 'Italia',
  province: 'MI',
  town: 'Milano',
  documentType: "Carta d'identità",
  documentNumber: 'CA12345AB',
};

/** What creating (and editing) a contract takes, as the route's schema types it. */
export type ContractBody = ApiCallBody<'POST', '/api/Agency/{agencyId}/Contracts'>;

/** A one-line cart: 2 units of a model with GOLD, registered-office shipping. */
export function contractBody(modelId: number, extra: Partial<ContractBody> = {}): ContractBody {
  return {
    providerCode: 'GRENKE',
    contractType: 'purchase',
    lines: [{ modelId, quantity: 2, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 2 }] }],
    shipping: { mode: 'registeredOffice', destinations: [] },
    company: COMPANY,
    signers: [SIGNER],
    notes: 'Consegna entro fine mese',
    ...extra,
  };
}

/** A contract of the list, as the route's schema types it. */
export type Summary = ApiAnswer<'GET', '/api/Agency/{agencyId}/Contracts'>['items'][number];
/** A contract, as the route's schema types it. */
export type Detail = ApiAnswer<'GET', '/api/Agency/{agencyId}/Contracts/{contractId}'>;

/** The API's error body (core/schemas/errors.ts). */
export type ErrorList = ErrorBody;
