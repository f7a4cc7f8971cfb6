// Shared set-up of the contracts, customers and orders tests: one seeded app
// per file, signed-in tokens per demo user, agency ids, and a valid contract
// body built from the seeded catalogue.
import { and, eq } from 'drizzle-orm';
import { agencies, productModels } from '@/backend/db/schema';
import type { ErrorBody } from './api-caller';
import { type TestApp, setupTestApp } from './test-app';

export interface ContractsTestApp extends TestApp {
  agency: Record<string, number>;
  /** request as a demo user (tokens are cached per file) */
  as(username: string, path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  json<T = unknown>(response: Response): Promise<T>;
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
    json: async <T>(response: Response) => (await response.json()) as T,
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

/** A one-line cart: 2 units of a model with GOLD, registered-office shipping. */
export function contractBody(modelId: number, extra: Record<string, unknown> = {}) {
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

export interface Summary {
  id: number;
  number: string;
  status: string;
  archived: boolean;
  contractType: string;
  agency: { id: number; name: string };
  provider: { code: string };
  company: { id: number; name: string; vatNumber: string } | null;
  createdBy: { id: number; username: string } | null;
  createdAt: string;
  lastStatusChangeAt: string;
  closingDate: string | null;
  monthlyPayment: number;
  totalValue: number;
}

export interface Detail extends Summary {
  commissionAmount?: number;
  financedAmount: number;
  shippingCost: number;
  orderStatus: string;
  destinations: { units: number }[];
  items: { kind: string; quantity: number; unitPrice: number; amount: number }[];
  units: { id: number; status: string; partNumber: string; serialNumber: string | null; ddtNumber: string | null; orderId: number | null }[];
  signers: { fiscalCode: string }[];
  creditDecisions: { outcome: string; reason: string; score: number | null; dossierId: string | null }[];
  history: {
    fromStatus: string | null;
    toStatus: string;
    changedBy: { username: string } | null;
    note: string | null;
    override: { reason: string; facts: string[] } | null;
  }[];
  nextStatuses: string[];
  waitingStatuses: { status: string; missing: { code: string; count?: number }[]; overridable: boolean }[];
  actions: Record<string, boolean>;
  reviewNotes: string | null;
  dossierCancelledAt: string | null;
}

/** The API's error body (core/schemas/errors.ts). */
export type ErrorList = ErrorBody;
