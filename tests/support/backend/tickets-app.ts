// Shared set-up of the tickets tests: the seeded app with its outbox, calls
// as a demo user in an agency (X-Agency-Id), the demo customer's products and
// a second customer of another company in another agency, and a valid body
// for each kind of ticket.
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { contractProducts, contracts, userAgencyRoles, users } from '@/backend/db/schema';
import { TICKETABLE_CONTRACT_STATUSES } from '@/core/domain/tickets';
import { firstPickupDay } from '@/core/tickets/pickup';
import { italianToday } from '@/core/validation/working-days';
import { type ContractsTestApp, setupContractsApp } from './contracts-app';
import type { ApiCallBody } from '@/lib/api-types';
import { captureMail } from './test-app';

type Init = { method?: string; body?: unknown; headers?: Record<string, string> };

export interface Party {
  username: string;
  agencyId: number;
  companyId: number;
  /** product units of its contracts in force */
  productIds: number[];
}

export interface TicketsTestApp extends ContractsTestApp {
  /** request as a demo user in an agency (the customer's, unless named) */
  call(username: string, path: string, init?: Init & { agencyId?: number }): Promise<Response>;
  /** the typed call's options as a demo user in an agency, as `call` sends them: `t.api.get('/api/Ticket', t.acting('customer'))` */
  acting(username: string, agencyId?: number): { as: string; agencyId: number };
  sent: ReturnType<typeof captureMail>['sent'];
  customer: Party;
  other: Party;
}

async function ticketableProducts(t: ContractsTestApp, where: Parameters<typeof and>[number]) {
  return t.db
    .select({ productId: contractProducts.id, companyId: contracts.companyId, agencyId: contracts.agencyId })
    .from(contractProducts)
    .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
    .where(and(inArray(contracts.status, [...TICKETABLE_CONTRACT_STATUSES]), eq(contracts.archived, false), isNull(contracts.dossierCancelledAt), where))
    .orderBy(asc(contractProducts.id));
}

export async function setupTicketsApp(options: Omit<Parameters<typeof setupContractsApp>[0], 'mail'> = {}): Promise<TicketsTestApp> {
  const { mail, sent } = captureMail();
  const t = await setupContractsApp({ ...options, mail });
  const [demo] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'customer'));
  const own = await ticketableProducts(t, eq(contracts.companyId, demo!.companyId!));
  const customer: Party = { username: 'customer', agencyId: t.agency['Agenzia Milano']!, companyId: demo!.companyId!, productIds: own.map((r) => r.productId) };

  // A customer of a company in another agency, with an account of its own.
  const elsewhere = await ticketableProducts(t, ne(contracts.agencyId, customer.agencyId));
  const first = elsewhere[0]!;
  const user = await t.createUser('cliente2');
  await t.db.update(users).set({ companyId: first.companyId }).where(eq(users.id, user.id));
  await t.db.insert(userAgencyRoles).values({ userId: user.id, agencyId: first.agencyId, role: 'customer' });
  const other: Party = {
    username: 'cliente2',
    agencyId: first.agencyId,
    companyId: first.companyId!,
    productIds: elsewhere.filter((r) => r.companyId === first.companyId).map((r) => r.productId),
  };

  const call = (username: string, path: string, init: Init & { agencyId?: number } = {}) => {
    const { agencyId = username === other.username ? other.agencyId : customer.agencyId, headers, ...rest } = init;
    return t.as(username, path, { ...rest, headers: { 'x-agency-id': String(agencyId), ...headers } });
  };
  const acting = (username: string, agencyId = username === other.username ? other.agencyId : customer.agencyId) => ({ as: username, agencyId });
  return { ...t, call, acting, sent, customer, other };
}

/** The body of a support ticket, as the route's schema takes it. */
export type SupportBody = ApiCallBody<'POST', '/api/Ticket'>;

/** A valid support ticket on a product, picked up on the next working day. */
export function supportBody(customerId: number, productId: number, extra: Partial<SupportBody> = {}): SupportBody {
  return {
    customerId,
    productId,
    problema: 'Lo schermo non si accende dopo una caduta.',
    segni: 'Angolo ammaccato',
    note: '',
    nomeConsegna: 'Rossi Forniture Srl',
    viaConsegna: 'Via Vittor Pisani 16',
    cittaConsegna: 'Milano',
    provinciaConsegna: 'mi',
    capConsegna: '20124',
    nazioneConsegna: 'Italia',
    cellulareConsegna: '333 1234567',
    telefonoConsegna: '02 4000000',
    emailConsegna: 'magazzino@rossiforniture.it',
    nomeRitiro: 'Rossi Forniture Srl',
    viaRitiro: 'Via Vittor Pisani 16',
    cittaRitiro: 'Milano',
    provinciaRitiro: 'mi',
    capRitiro: '20124',
    nazioneRitiro: 'Italia',
    cellulareRitiro: '333 1234567',
    telefonoRitiro: '02 4000000',
    emailRitiro: 'magazzino@rossiforniture.it',
    dataRitiro: firstPickupDay(italianToday(new Date())),
    orarioDa: '09:00',
    orarioA: '12:00',
    noteRitiro: null,
    ...extra,
  };
}

/** A valid extended-warranty request; `answers` by question id. */
export function warrantyBody(
  customerId: number,
  productId: number,
  answers: Record<string, string>,
  extra: Partial<ApiCallBody<'POST', '/api/Ticket/Estendo'>> = {},
): ApiCallBody<'POST', '/api/Ticket/Estendo'> {
  return {
    customerId,
    productId,
    answers,
    descrizioneGuasto: null,
    indirizzo: 'Via Vittor Pisani 16',
    comune: 'Milano',
    provincia: 'MI',
    cap: '20124',
    cellulare: '333 1234567',
    email: 'magazzino@rossiforniture.it',
    ...extra,
  };
}
