// Opening tickets: a support request with its delivery and pick-up addresses
// checked the Italian way, an extended-warranty request answered at once from
// the questionnaire and the guarantee tiers' prices, and the e-mails to the
// customer and the agency in the customer's language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guaranteeServices, users } from '@/backend/db/schema';
import type { GuaranteeTier } from '@/core/domain/catalogue';
import { nextTier } from '@/core/tickets/warranty';
import type { ApiCallBody } from '@/lib/api-types';
import { italianToday } from '@/core/validation/working-days';
import { readError } from '../../support/backend/api-caller';
import { type SupportBody, type TicketsTestApp, setupTicketsApp, supportBody, warrantyBody } from '../../support/backend/tickets-app';

let t: TicketsTestApp;
beforeAll(async () => {
  t = await setupTicketsApp();
});
afterAll(() => t.close());

type Questions = ApiCallBody<'PUT', '/api/Ticket/EstendoQuestionnaires/{category}'>['questions'];

/** A body the route may not take (a probe), sent raw. */
const post = (body: unknown, path = '/api/Ticket', username = 'customer') => t.call(username, path, { body });
const open = (json: SupportBody) => t.api.post('/api/Ticket', { json, ...t.acting('customer') });
const askExtension = (json: ApiCallBody<'POST', '/api/Ticket/Estendo'>) => t.api.post('/api/Ticket/Estendo', { json, ...t.acting('customer') });
const questionsFor = (username: string, contractProductId: number, headers: Record<string, string> = {}) =>
  t.api.get('/api/Ticket/estendo-questions/{contractProductId}', { params: { contractProductId }, headers, ...t.acting(username) });
const questionnaires = (username: string) => t.api.get('/api/Ticket/EstendoQuestionnaires', t.acting(username));
const saveQuestionnaire = (username: string, category: string, questions: Questions) =>
  t.api.put('/api/Ticket/EstendoQuestionnaires/{category}', { params: { category }, json: { questions }, ...t.acting(username) });

async function codesFor(extra: Record<string, unknown>, path = '/api/Ticket', base: object = supportBody(t.customer.companyId, t.customer.productIds[0]!)) {
  const response = await post({ ...base, ...extra }, path);
  expect(response.status, JSON.stringify(extra)).toBe(400);
  return (await readError(response)).errors.map((e) => `${e.field}:${e.code}`);
}

/** The previous working day before today in Italy (never today). */
function pastWorkingDay(): string {
  const day = new Date(`${italianToday(new Date())}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() - 1);
  while ([0, 6].includes(day.getUTCDay()));
  return day.toISOString().slice(0, 10);
}

/** The next Sunday: never a working day. */
function nextSunday(): string {
  const day = new Date(`${italianToday(new Date())}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

describe('a support ticket', () => {
  it('opens with a number, its first history entry and the request as sent (province upper-cased, blanks as null)', async () => {
    const response = await open(supportBody(t.customer.companyId, t.customer.productIds[0]!));
    expect(response.status).toBe(201);
    const ticket = response.body;
    expect(ticket.number).toMatch(/^TK-\d{4}-\d{6}$/);
    expect(ticket).toMatchObject({ kind: 'support', status: 'open', customer: { id: t.customer.companyId }, product: { id: t.customer.productIds[0] } });
    expect(ticket.support).toMatchObject({
      provinciaConsegna: 'MI',
      provinciaRitiro: 'MI',
      note: null,
      problema: 'Lo schermo non si accende dopo una caduta.',
    });
    expect(ticket.history).toMatchObject([{ event: 'created', fromStatus: null, toStatus: 'open', by: { username: 'customer' } }]);
    expect(ticket.nextStatuses).toEqual([]);
    expect(ticket.actions).toEqual({ delete: false, attach: true, internalNotes: false, note: true, answerOffer: false, confirmOffer: false });
  });

  it('checks every address field the Italian way, each with its own code', async () => {
    expect(await codesFor({ capConsegna: '2012', capRitiro: '20A24' })).toEqual(['capConsegna:invalid_postal_code', 'capRitiro:invalid_postal_code']);
    expect(await codesFor({ provinciaConsegna: 'MIL', provinciaRitiro: '1' })).toEqual([
      'provinciaConsegna:invalid_province',
      'provinciaRitiro:invalid_province',
    ]);
    expect(await codesFor({ cellulareConsegna: '12', telefonoRitiro: 'abc' })).toEqual(['cellulareConsegna:invalid_phone', 'telefonoRitiro:invalid_phone']);
    expect(await codesFor({ emailConsegna: 'nope', emailRitiro: 'a@b' })).toEqual(['emailConsegna:invalid_email', 'emailRitiro:invalid_email']);
    expect(await codesFor({ problema: '  ', nomeRitiro: undefined, viaConsegna: '' })).toEqual([
      'problema:required',
      'viaConsegna:required',
      'nomeRitiro:required',
    ]);
  });

  it('wants the pick-up on a working day not in the past, in a window that starts before it ends', async () => {
    expect(await codesFor({ dataRitiro: nextSunday() })).toEqual(['dataRitiro:pickup_not_working_day']);
    expect(await codesFor({ dataRitiro: '2026-02-30' })).toEqual(['dataRitiro:validation_failed']);
    expect(await codesFor({ dataRitiro: pastWorkingDay() })).toEqual(['dataRitiro:pickup_in_past']);
    expect(await codesFor({ orarioDa: '14:00', orarioA: '09:00' })).toEqual(['orarioA:pickup_window_invalid']);
    expect(await codesFor({ orarioDa: '9', orarioA: '25:00' })).toEqual(['orarioDa:invalid_time', 'orarioA:invalid_time']);
  });

  it('words each error in the caller’s language', async () => {
    const response = await t.api.post('/api/Ticket', {
      json: supportBody(t.customer.companyId, t.customer.productIds[0]!, { capConsegna: '1' }),
      headers: { 'accept-language': 'en' },
      ...t.acting('customer'),
    });
    const [error] = response.error.errors;
    expect(error!.code).toBe('invalid_postal_code');
    expect(error!.message).not.toBe('invalid_postal_code');
  });

  it('mails the customer (link to the ticket) in the language asked for, and the agency (link to the contract) in its own', async () => {
    t.sent.length = 0;
    const ticket = (await open(supportBody(t.customer.companyId, t.customer.productIds[1]!, { locale: 'en' }))).body;
    const toCustomer = t.sent.find((m) => m.to === 'customer@example.com');
    expect(toCustomer?.subject).toContain(ticket.number);
    expect(toCustomer?.text).toContain(`https://portal.example/en/tickets/${t.customer.companyId}/${t.customer.productIds[1]}/${ticket.id}`);
    const toAgency = t.sent.find((m) => m.to === 'agencyadmin@example.com');
    // Nothing says the agency's administrator reads English: Italian.
    expect(toAgency?.text).toContain(`https://portal.example/contracts/${ticket.contract.id}`);
    // Nobody outside the company and the agency hears of it.
    expect(t.sent.some((m) => m.to === 'cliente2@example.com')).toBe(false);
  });
});

describe('an extended-warranty request', () => {
  async function productOffering() {
    const list = (await t.api.get('/api/Ticket/Products', t.acting('customer'))).body;
    return list.items.find((p) => p.extensionOffered)!;
  }

  it('reads its product’s questionnaire in the caller’s language, without which answer rules it out', async () => {
    const product = await productOffering();
    const it_ = (await questionsFor('customer', product.id)).body;
    const en = (await questionsFor('customer', product.id, { 'accept-language': 'en' })).body;
    expect(it_.questions.length).toBeGreaterThan(0);
    expect(en.questions.map((q) => q.id)).toEqual(it_.questions.map((q) => q.id));
    expect(en.questions[0]!.text).not.toBe(it_.questions[0]!.text);
    expect(Object.keys(it_.questions[0]!)).not.toContain('disqualifyingAnswer');
    expect((await questionsFor('cliente2', product.id)).status).toBe(404);
  });

  it('answers whether the extension is possible and at what monthly price', async () => {
    const product = await productOffering();
    const { questions } = (await questionsFor('customer', product.id)).body;
    const allNo = Object.fromEntries(questions.filter((q) => q.kind === 'yesNo').map((q) => [String(q.id), 'no']));
    const response = await askExtension(warrantyBody(t.customer.companyId, product.id, allNo));
    expect(response.status).toBe(201);
    const ticket = response.body;
    expect(ticket.kind).toBe('extendedWarranty');
    const outcome = ticket.warranty!.outcome;
    // Either it is possible with a price, or the demo's answers rule it out on a question.
    if (outcome.possible) {
      expect(outcome.fromTier).toBe(product.tier);
      expect(outcome.monthlyPrice).toBeGreaterThan(0);
      expect(outcome.reason).toBeNull();
    } else {
      expect(outcome.reason).toBe('questionnaire');
    }
    expect(ticket.warranty!.answers.map((a) => a.questionId)).toEqual(questions.filter((q) => q.kind === 'yesNo').map((q) => q.id));
  });

  it('is refused without a price when the tier above the product’s is retired', async () => {
    const product = await productOffering();
    const { questions } = (await questionsFor('customer', product.id)).body;
    const allNo = Object.fromEntries(questions.filter((q) => q.kind === 'yesNo').map((q) => [String(q.id), 'no']));
    const above = nextTier(product.tier as GuaranteeTier)!;
    await t.db.update(guaranteeServices).set({ active: false }).where(eq(guaranteeServices.tier, above));
    try {
      const ticket = (await askExtension(warrantyBody(t.customer.companyId, product.id, allNo))).body;
      expect(ticket.warranty!.outcome).toMatchObject({ possible: false, toTier: above, reason: 'noPrice', monthlyPrice: null });
    } finally {
      await t.db.update(guaranteeServices).set({ active: true }).where(eq(guaranteeServices.tier, above));
    }
  });

  it('is refused by the questionnaire when an answer rules it out', async () => {
    const product = await productOffering();
    const { questions } = (await questionsFor('customer', product.id)).body;
    const allYes = Object.fromEntries(questions.filter((q) => q.kind === 'yesNo').map((q) => [String(q.id), 'yes']));
    const ticket = (await askExtension(warrantyBody(t.customer.companyId, product.id, allYes))).body;
    expect(ticket.warranty!.outcome).toMatchObject({ possible: false, reason: 'questionnaire', monthlyPrice: null });
  });

  it('wants the required answers, yes or no where asked, and no unknown question', async () => {
    const product = await productOffering();
    const { questions } = (await questionsFor('customer', product.id)).body;
    const required = questions.find((q) => q.required && q.kind === 'yesNo')!;
    const base = warrantyBody(t.customer.companyId, product.id, {});
    const codes = await codesFor({ answers: { [required.id]: 'forse', '999999': 'no' } }, '/api/Ticket/Estendo', base);
    expect(codes).toContain(`answers.${required.id}:validation_failed`);
    expect(codes).toContain('answers.999999:validation_failed');
    expect(await codesFor({ answers: {} }, '/api/Ticket/Estendo', base)).toContain(`answers.${required.id}:required`);
    expect(await codesFor({ cap: '123', provincia: 'Milano', email: 'x' }, '/api/Ticket/Estendo', base)).toEqual([
      'provincia:invalid_province',
      'cap:invalid_postal_code',
      'email:invalid_email',
    ]);
  });
});

describe('the questionnaires', () => {
  it('are the administrators’ to read whole and to replace; tickets keep the questions as asked', async () => {
    expect((await questionnaires('customer')).status).toBe(403);
    const all = (await questionnaires('admin')).body;
    expect(all.map((q) => q.category)).toEqual(['smartphone', 'tablet', 'notebook', 'camera']);

    const questions: Questions = [{ textIt: 'È mai caduto?', textEn: 'Has it ever fallen?', kind: 'yesNo', required: true, disqualifyingAnswer: 'yes' }];
    expect((await saveQuestionnaire('customer', 'tablet', questions)).status).toBe(403);
    const saved = await saveQuestionnaire('superadmin', 'tablet', questions);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ category: 'tablet', questions: [{ textEn: 'Has it ever fallen?', disqualifyingAnswer: 'yes' }] });
    expect((await saveQuestionnaire('admin', 'toaster', questions)).status).toBe(404);
    const textWithAnswer = [{ ...questions[0], kind: 'text' }];
    expect((await t.call('admin', '/api/Ticket/EstendoQuestionnaires/tablet', { method: 'PUT', body: { questions: textWithAnswer } })).status).toBe(400);
  });

  it('keep who changed what, in both languages, and refuse a back-office Viewer and agency staff', async () => {
    const before = (await questionnaires('admin')).body;
    const seen = before.find((q) => q.category === 'camera')!.history.length;
    const questions: Questions = [
      { textIt: 'È bagnata?', textEn: 'Is it wet?', kind: 'yesNo', required: true, disqualifyingAnswer: 'yes' },
      { textIt: 'Cosa è successo?', textEn: 'What happened?', kind: 'text', required: false },
    ];
    expect((await saveQuestionnaire('agent', 'camera', questions)).status).toBe(403);
    const saved = await saveQuestionnaire('admin', 'camera', questions);
    expect(saved.status).toBe(200);
    const { history } = saved.body;
    expect(history).toHaveLength(seen + 1);
    expect(history[0]).toMatchObject({
      action: 'update',
      actor: { username: 'admin' },
      changes: {
        q1: { to: ['È bagnata?', 'Is it wet?', 'kind:yesNo', 'required:yes', 'rulesOut:yes'] },
        q2: { to: ['Cosa è successo?', 'What happened?', 'kind:text', 'required:no'] },
      },
    });
    // Only the question that changed is in the next row.
    const reworded: Questions = [questions[0]!, { ...questions[1]!, textEn: 'What went wrong?' }];
    const edited = (await saveQuestionnaire('admin', 'camera', reworded)).body;
    expect(edited.history[0]!.changes).toEqual({
      q2: {
        from: ['Cosa è successo?', 'What happened?', 'kind:text', 'required:no'],
        to: ['Cosa è successo?', 'What went wrong?', 'kind:text', 'required:no'],
      },
    });
    // Saving the same questions again changes nothing, so it adds no row.
    const again = (await saveQuestionnaire('admin', 'camera', reworded)).body;
    expect(again.history).toHaveLength(seen + 2);

    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    await t.db.update(users).set({ backOfficeRole: 'Viewer' }).where(eq(users.id, admin!.id));
    try {
      expect((await questionnaires('admin')).status).toBe(200);
      expect((await saveQuestionnaire('admin', 'camera', [])).status).toBe(403);
    } finally {
      await t.db.update(users).set({ backOfficeRole: null }).where(eq(users.id, admin!.id));
    }
  });
});
