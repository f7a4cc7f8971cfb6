// Opening a ticket (docs/domain.md, "Tickets"): on a product of a contract in
// force that the caller may see, with its number, its first history entry and
// the customer's language for its e-mails. An extended-warranty request gets
// its answer at once, kept with the questions as they were asked.
import { sql } from 'drizzle-orm';
import type { SupportTicketBody, WarrantyTicketBody } from '../../core/schemas/tickets';
import { pickupDateProblem } from '../../core/tickets/pickup';
import { answerProblems, decideExtension } from '../../core/tickets/warranty';
import { italianToday } from '../../core/validation/working-days';
import type { Viewer } from '../auth/actor';
import type { Tx } from '../db/client';
import { type WarrantyRecord, ticketEvents, tickets } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppDeps } from '../deps';
import type { Locale } from '../i18n';
import { type ProductRow, findProduct } from './products';
import { asRuleQuestion, questionsOf } from './questions';
import { warrantyFacts } from './warranty-facts';

/** Optional text left blank is stored as null. */
function withoutBlanks<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' && value.trim() === '' ? null : value])) as T;
}

/** The request as kept: the body without its target (customer, product) and its language. */
function requestOf<T extends { customerId: number; productId: number; locale?: unknown }>(body: T): Omit<T, 'customerId' | 'productId' | 'locale'> {
  const copy: Partial<T> = { ...body };
  delete copy.customerId;
  delete copy.productId;
  delete copy.locale;
  return copy as Omit<T, 'customerId' | 'productId' | 'locale'>;
}

interface NewTicket {
  kind: 'support' | 'extendedWarranty';
  product: ProductRow;
  locale: Locale;
  support?: ReturnType<typeof withoutBlanks<Omit<SupportTicketBody, 'customerId' | 'productId' | 'locale'>>>;
  warranty?: WarrantyRecord;
}

async function insertTicket(tx: Tx, viewer: Viewer, ticket: NewTicket, now: Date): Promise<number> {
  const prefix = `TK-${now.getUTCFullYear()}-`;
  const [row] = await tx
    .insert(tickets)
    .values({
      number: sql`${prefix} || lpad(nextval('ticket_number_seq')::text, 6, '0')`,
      kind: ticket.kind,
      status: 'open',
      agencyId: ticket.product.agencyId,
      companyId: ticket.product.companyId,
      contractId: ticket.product.contractId,
      contractProductId: ticket.product.id,
      createdById: viewer.actor.userId,
      locale: ticket.locale,
      support: ticket.support ?? null,
      warranty: ticket.warranty ?? null,
      lastStatusChangeAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tickets.id });
  await tx.insert(ticketEvents).values({ ticketId: row!.id, event: 'created', fromStatus: null, toStatus: 'open', byId: viewer.actor.userId, at: now });
  return row!.id;
}

export async function createSupportTicket(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  body: SupportTicketBody,
  requestLocale: Locale,
): Promise<number> {
  const product = await findProduct(deps.db, viewer, body.productId, body.customerId);
  const now = deps.clock();
  const problem = pickupDateProblem(body.dataRitiro, italianToday(now));
  if (problem) throw new ApiError(400, [{ field: 'dataRitiro', code: problem }]);
  const support = withoutBlanks(requestOf(body));
  return deps.db.transaction((tx) => insertTicket(tx, viewer, { kind: 'support', product, locale: body.locale ?? requestLocale, support }, now));
}

export async function createWarrantyTicket(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  body: WarrantyTicketBody,
  requestLocale: Locale,
): Promise<number> {
  const product = await findProduct(deps.db, viewer, body.productId, body.customerId);
  const questions = await questionsOf(deps.db, product.category);
  const problems = answerProblems(questions.map(asRuleQuestion), body.answers);
  const wrong = Object.entries(problems).map(([id, code]) => ({ field: `answers.${id}`, code }));
  if (wrong.length > 0) throw new ApiError(400, wrong);

  const { answers, ...request } = requestOf(body);
  const facts = await warrantyFacts(deps.db, product);
  const decided = decideExtension({ ...facts, tier: product.tier, contractStatus: product.contractStatus, questions: questions.map(asRuleQuestion), answers });
  const outcome = decided.possible
    ? { possible: true, fromTier: decided.fromTier, toTier: decided.toTier, monthlyPrice: decided.monthlyPrice, reason: null }
    : { possible: false, fromTier: decided.fromTier, toTier: decided.toTier, monthlyPrice: null, reason: decided.reason };
  const warranty: WarrantyRecord = {
    request: withoutBlanks(request),
    answers: questions
      .filter((q) => (answers[String(q.id)] ?? '').trim() !== '')
      .map((q) => ({ questionId: q.id, textIt: q.textIt, textEn: q.textEn, answer: answers[String(q.id)]!.trim() })),
    outcome,
  };
  const now = deps.clock();
  return deps.db.transaction((tx) => insertTicket(tx, viewer, { kind: 'extendedWarranty', product, locale: body.locale ?? requestLocale, warranty }, now));
}
