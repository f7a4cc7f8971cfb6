// The end of a contract's term (docs/domain.md, "End of term") with two
// agencies: the "Scadenze" list and its export in the caller's scope, one
// contract's term, the three choices (recorded once, in the history and the
// audit trail; 404 for another agency, 403 without the capability), the
// upgrade's quote closing the old contract when the new one is activated, and
// the daily run's reminders sent once.
import { Workbook } from '@cj-tech-master/excelts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termDates, endOfTermDate, previousWorkingDay } from '@/core/end-of-term/dates';
import { extensionPrice } from '@/core/end-of-term/extension';
import { addDays } from '@/core/validation/day-arithmetic';
import { italianToday } from '@/core/validation/working-days';
import { runEndOfTermRemindersOnce } from '@/backend/end-of-term/reminders';
import { auditLog, contractStatusHistory, contracts, endOfTermReminders, openQuotes, systemParameters, users } from '@/backend/db/schema';
import { rowsOf } from '@/backend/db/rows';
import { type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';
import { captureMail } from '../../support/backend/test-app';

describe('end of term', () => {
  let t: ContractsTestApp;
  let mail: ReturnType<typeof captureMail>;
  let milano: number;
  let roma: number;
  let today: string;
  let customerCompanyId: number;

  beforeAll(async () => {
    mail = captureMail();
    t = await setupContractsApp({ mail: mail.mail });
    milano = t.agency['Agenzia Milano']!;
    roma = t.agency['Agenzia Roma']!;
    today = italianToday(t.clock.now());
    const [customer] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'customer'));
    customerCompanyId = customer!.companyId!;
  });
  afterAll(() => t.close());

  /** One daily run; its e-mails are queued jobs, done before the test reads them. */
  const runTerm = async () => {
    const result = await runEndOfTermRemindersOnce(t.db, t.clock.now, { ...mail.mail, queue: t.queue });
    await t.queue.idle();
    return result;
  };

  /** A contract of `username` in `agencyId`, made running from `startDate`. */
  const running = async (username: string, agencyId: number, startDate: string, companyId?: number) => {
    const created = (await t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId }, json: contractBody(t.models.plain), as: username })).body;
    await t.db
      .update(contracts)
      .set({ status: 'active', startDate, archived: false, ...(companyId ? { companyId } : {}) })
      .where(eq(contracts.id, created.id));
    return created;
  };
  /** The start date that puts the notice deadline of a 36-month contract about `days` from today. */
  const startFor = (days: number) => addDays(addDays(today, days + 90), -3 * 365 - 1);
  const termOf = (agencyId: number, contractId: number, as: string) =>
    t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm', { params: { agencyId, contractId }, as });
  const choose = (agencyId: number, contractId: number, as: string) =>
    t.api.post('/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/return', { params: { agencyId, contractId }, as });
  const upgrade = (agencyId: number, contractId: number, as: string) =>
    t.api.post('/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/upgrade', { params: { agencyId, contractId }, as });
  const extend = (agencyId: number, contractId: number, durationMonths: number, as: string) =>
    t.api.post('/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/extend', { params: { agencyId, contractId }, json: { durationMonths }, as });

  it('computes the dates in SQL exactly as the pure functions do', async () => {
    const days = rowsOf<{ day: string; before: string }>(
      await t.db.execute(sql`select d::date::text as day, end_of_term_working_day_before(d::date)::text as before
        from generate_series('2024-01-01'::date, '2031-12-31'::date, interval '1 day') d`),
    );
    expect(days.length).toBeGreaterThan(2900);
    expect(days.filter((d) => d.before !== previousWorkingDay(d.day))).toEqual([]);
    for (const [start, months] of [
      ['2024-01-31', 1],
      ['2025-01-31', 1],
      ['2024-02-29', 12],
      ['2024-02-29', 48],
      ['2026-08-31', 36],
    ] as const) {
      const [row] = rowsOf<{ end: string }>(await t.db.execute(sql`select end_of_term_end(${start}::date, ${months})::text as end`));
      expect(row!.end, `${start} + ${months}`).toBe(endOfTermDate(start, months));
    }
  });

  it('lists the running contracts of the caller’s scope by notice deadline, each with its dates', async () => {
    const soon = await running('agent', milano, startFor(20));
    const later = await running('agent', milano, startFor(60));
    const far = await running('agent', milano, startFor(400));
    const rome = await running('groupmanager', roma, startFor(10));
    const list = async (as: string, agencyId: number, query: Record<string, string> = {}) =>
      (await t.api.get('/api/Agency/{agencyId}/EndOfTerm', { params: { agencyId }, query: { pageSize: '100', ...query }, as })).body;

    const agent = await list('agent', milano);
    const numbers = agent.items.map((row) => row.number);
    expect(numbers).toContain(soon.number);
    expect(numbers).toContain(later.number);
    expect(numbers).not.toContain(far.number);
    expect(numbers).not.toContain(rome.number);
    expect(numbers.indexOf(soon.number)).toBeLessThan(numbers.indexOf(later.number));
    const row = agent.items.find((r) => r.number === soon.number)!;
    expect(row).toMatchObject({ ...termDates(startFor(20), 36, 90, today), startDate: startFor(20), durationMonths: 36, choice: null });

    expect((await list('agent', milano, { window: 'all' })).items.map((r) => r.number)).toContain(far.number);
    expect((await list('agent', milano, { days: '30' })).items.map((r) => r.number)).not.toContain(later.number);
    const rows = (await list('agencyadmin', milano)).items;
    expect(new Set(rows.map((r) => r.agency.name))).toEqual(new Set(['Agenzia Milano']));
    expect((await list('groupmanager', roma)).items.map((r) => r.number)).toEqual(expect.arrayContaining([rome.number]));
    expect((await list('groupmanager', roma)).items.map((r) => r.number)).not.toContain(soon.number);

    // Another agency's list: 404 to a non-member; a customer holds no capability: 403.
    expect((await t.api.get('/api/Agency/{agencyId}/EndOfTerm', { params: { agencyId: roma }, as: 'agent' })).status).toBe(404);
    expect((await t.api.get('/api/Agency/{agencyId}/EndOfTerm', { params: { agencyId: milano }, as: 'customer' })).status).toBe(403);
  });

  it('exports the list of the caller’s scope, in a language', async () => {
    const mine = await running('agent', milano, startFor(15));
    const rome = await running('groupmanager', roma, startFor(15));
    const workbookOf = async (as: string, agencyId: number, query = '') => {
      const response = await t.as(as, `/api/Agency/${agencyId}/EndOfTermXLS?${query}`);
      expect(response.status).toBe(200);
      const workbook = new Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      const firstColumn: unknown[] = [];
      sheet.eachRow((r) => firstColumn.push(r.getCell(1).value));
      return { sheet, numbers: firstColumn.slice(1), rows: Number(response.headers.get('x-export-rows')) };
    };
    const english = await workbookOf('agencyadmin', milano, 'locale=en');
    expect(english.sheet.name).toBe('End of term');
    expect(english.sheet.getRow(1).getCell(8).value).toBe('Notice deadline');
    expect(english.numbers).toContain(mine.number);
    expect(english.numbers).not.toContain(rome.number);
    expect(english.numbers).toHaveLength(english.rows);
    const italian = await workbookOf('groupmanager', roma);
    expect(italian.sheet.name).toBe('Scadenze');
    expect(italian.numbers).toContain(rome.number);
    expect(italian.numbers).not.toContain(mine.number);
    expect((await t.as('agent', `/api/Agency/${roma}/EndOfTermXLS`)).status).toBe(404);
    expect((await t.as('customer', `/api/Agency/${milano}/EndOfTermXLS`)).status).toBe(403);
  });

  it('records a return once, in the history and the audit trail; the daily run moves it to closing at its end', async () => {
    const contract = await running('agent', milano, startFor(30));
    // Another agency's path, or a contract outside the caller's agency: 404. A customer: 403.
    expect((await choose(roma, contract.id, 'groupmanager')).status).toBe(404);
    expect((await choose(milano, contract.id, 'customer')).status).toBe(403);
    const chosen = await choose(milano, contract.id, 'agent');
    expect(chosen.status).toBe(200);
    expect(chosen.body.choice).toMatchObject({ outcome: 'return', chosenBy: { username: 'agent' }, extensionMonths: null });
    expect(chosen.body.canChoose).toBe(false);
    const again = await extend(milano, contract.id, 24, 'agent');
    expect(again.status).toBe(409);
    expect(again.error.errors[0]!.code).toBe('end_of_term_already_chosen');

    const history = (
      await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/History', { params: { agencyId: milano, contractId: contract.id }, as: 'agent' })
    ).body;
    expect(history.at(-1)).toMatchObject({ fromStatus: 'active', toStatus: 'active', endOfTerm: { outcome: 'return' } });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contract.id), eq(auditLog.action, 'endOfTermChosen')));
    expect(audit).toHaveLength(1);

    // At its end date the run moves it to closing (the system's move).
    const [term] = [chosen.body];
    await t.db
      .update(contracts)
      .set({ startDate: addDays(today, -3 * 365 - 2) })
      .where(eq(contracts.id, contract.id));
    expect(term.endDate > today).toBe(true);
    await runTerm();
    const [after] = await t.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, contract.id));
    expect(after!.status).toBe('closing');
    const [move] = await t.db
      .select()
      .from(contractStatusHistory)
      .where(and(eq(contractStatusHistory.contractId, contract.id), eq(contractStatusHistory.toStatus, 'closing')));
    expect(move).toMatchObject({ changedById: null, note: 'returned_at_end_of_term' });
  });

  it('extends by an offered duration at the monthly payment the pricing rules give for the residual value', async () => {
    const contract = await running('agent', milano, startFor(40));
    const term = (await termOf(milano, contract.id, 'agent')).body;
    expect(term.canChoose).toBe(true);
    expect(term.extensionOptions.map((o) => o.durationMonths)).toEqual([24, 36, 48, 60]);
    const factors = rowsOf<{ band_max: string | null; factor: string }>(
      await t.db.execute(sql`select f.band_max, f.factor from rate_factors f join contracts c on c.provider_id = f.provider_id
        where c.id = ${contract.id} and f.duration_months = 24`),
    );
    const price = extensionPrice(
      contract.financedAmount,
      20,
      factors.map((f) => ({ bandMax: f.band_max === null ? null : Number(f.band_max), factor: Number(f.factor) })),
    )!;
    expect(term.residualValue).toBe(price.residualCents / 100);
    expect(term.extensionOptions[0]!.monthlyPayment).toBe(price.monthlyCents / 100);

    const refused = await extend(milano, contract.id, 13, 'agent');
    expect(refused.status).toBe(400);
    expect(refused.error.errors[0]).toMatchObject({ field: 'durationMonths', code: 'extension_duration_not_offered' });
    expect((await extend(roma, contract.id, 24, 'groupmanager')).status).toBe(404);

    const extended = await extend(milano, contract.id, 24, 'agent');
    expect(extended.status).toBe(200);
    expect(extended.body.choice).toMatchObject({ outcome: 'extend', extensionMonths: 24, extensionMonthlyPayment: price.monthlyCents / 100 });
    // The term runs 24 months longer.
    expect(extended.body).toMatchObject({ durationMonths: 60, endDate: endOfTermDate(startFor(40), 60) });
    // The customer reads the term of their company's contract, without the options.
    await t.db.update(contracts).set({ companyId: customerCompanyId }).where(eq(contracts.id, contract.id));
    const seen = await termOf(milano, contract.id, 'customer');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ canChoose: false, extensionOptions: [], choice: { outcome: 'extend' } });
    expect((await termOf(roma, contract.id, 'groupmanager')).status).toBe(404);
  });

  it('upgrades into a new quote of the same products; activating the new contract closes the old one', async () => {
    const old = await running('agent', milano, startFor(25));
    const upgraded = await upgrade(milano, old.id, 'agent');
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.endOfTerm.choice).toMatchObject({ outcome: 'upgrade', replacement: null });
    const quote = (await t.api.get('/api/Agency/{agencyId}/Cart', { params: { agencyId: milano }, as: 'agent' })).body;
    expect(quote.revision).toBe(upgraded.body.quoteRevision);
    expect(quote.quote.replacing).toEqual({ contractId: old.id, number: old.number });
    expect(quote.quote.editing).toBeNull();
    expect(quote.quote.lines.map((l) => l.modelId)).toEqual([t.models.plain]);

    // Submitting a quote that names a contract not waiting for an upgrade is refused.
    const other = await running('agent', milano, startFor(25));
    const wrong = await t.api.post('/api/Agency/{agencyId}/Contracts', {
      params: { agencyId: milano },
      json: { ...contractBody(t.models.plain), replacesContractId: other.id },
      as: 'agent',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error.errors[0]).toMatchObject({ field: 'replacesContractId', code: 'replaced_contract_not_upgrading' });

    const created = (
      await t.api.post('/api/Agency/{agencyId}/Contracts', {
        params: { agencyId: milano },
        json: { ...contractBody(t.models.plain), replacesContractId: old.id },
        as: 'agent',
      })
    ).body;
    expect((await termOf(milano, old.id, 'agent')).body.choice?.replacement).toEqual({ id: created.id, number: created.number });

    // The new contract is activated (recorded by hand here, past its facts): the old one closes, by the system.
    await t.db.update(contracts).set({ status: 'inActivation' }).where(eq(contracts.id, created.id));
    const superadminAgency = t.agency['SmartCom']!;
    const activated = await t.api.put('/api/Agency/{agencyId}/Contracts/{contractId}/status', {
      params: { agencyId: superadminAgency, contractId: created.id },
      json: { status: 'active', overrideReason: 'delivered, paperwork to follow' },
      as: 'superadmin',
    });
    expect(activated.status).toBe(200);
    const [closed] = await t.db.select({ status: contracts.status, closingDate: contracts.closingDate }).from(contracts).where(eq(contracts.id, old.id));
    expect(closed).toMatchObject({ status: 'closed' });
    expect(closed!.closingDate).not.toBeNull();
    const moves = await t.db
      .select({ to: contractStatusHistory.toStatus, by: contractStatusHistory.changedById, note: contractStatusHistory.note })
      .from(contractStatusHistory)
      .where(and(eq(contractStatusHistory.contractId, old.id), sql`${contractStatusHistory.toStatus} in ('closing', 'closed')`));
    expect(moves).toEqual([
      { to: 'closing', by: null, note: 'replaced_by_upgrade' },
      { to: 'closed', by: null, note: 'replaced_by_upgrade' },
    ]);
    await t.db.delete(openQuotes);
  });

  it('e-mails the agent and the customer at the reminder points, each reminder once, in their language', async () => {
    await t.db.update(systemParameters).set({ value: 45 }).where(eq(systemParameters.key, 'endOfTermReminder1Days'));
    // Every other running contract is out of the way: only this one is 44 days from its deadline.
    await t.db.update(contracts).set({ archived: true }).where(eq(contracts.status, 'active'));
    const start = startFor(44);
    const contract = await running('agent', milano, start, customerCompanyId);
    const { daysToDeadline } = termDates(start, 36, 90, today);
    expect(daysToDeadline).toBeLessThanOrEqual(45);
    expect(daysToDeadline).toBeGreaterThan(30);
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.username, 'agent'));

    const before = mail.sent.length;
    const first = await runTerm();
    expect(first).toMatchObject({ reminders: 2 });
    const messages = mail.sent.slice(before);
    expect(messages.map((m) => m.to).sort()).toEqual(['agent@example.com', 'customer@example.com'].sort());
    const agentMail = messages.find((m) => m.to === 'agent@example.com')!;
    expect(agentMail.subject).toContain(`Contract ${contract.number}: notice deadline on`);
    expect(agentMail.text).toContain(`/en/contracts/${contract.id}`);
    const customerMail = messages.find((m) => m.to === 'customer@example.com')!;
    expect(customerMail.subject).toContain(`Contratto ${contract.number}: termine di disdetta il`);
    const recorded = await t.db.select().from(endOfTermReminders).where(eq(endOfTermReminders.contractId, contract.id));
    expect(recorded.map((r) => [r.daysBefore, r.recipient]).sort()).toEqual([
      [45, 'agent'],
      [45, 'company'],
    ]);

    // Again the same day: nothing more.
    expect(await runTerm()).toMatchObject({ reminders: 0 });
    expect(mail.sent.length).toBe(before + 2);
    // A contract whose choice is recorded gets no reminder.
    await choose(milano, contract.id, 'agent');
    await t.db.delete(endOfTermReminders);
    expect(await runTerm()).toMatchObject({ reminders: 0 });
  });

  it('counts the renewal and upgrade rates per agency in the statistics', async () => {
    const choices = rowsOf<{ agency_id: number; outcome: string }>(
      await t.db.execute(sql`select c.agency_id, e.outcome from contract_end_of_term e join contracts c on c.id = e.contract_id`),
    );
    const mine = choices.filter((c) => Number(c.agency_id) === milano);
    expect(mine.length).toBeGreaterThan(2);
    const share = (outcome: string) => (100 * mine.filter((c) => c.outcome === outcome).length) / mine.length;
    const response = await t.api.get('/api/Statistics/{category}/{metric}', {
      params: { category: 'sales-performance', metric: 'end-of-term' },
      query: new URLSearchParams(),
      as: 'superadmin',
      agencyId: t.agency['SmartCom']!,
    });
    expect(response.status).toBe(200);
    const row = response.body.rows.find((r) => r.key === String(milano))!;
    expect(row.values.endOfTermChoices).toBe(mine.length);
    expect(row.values.renewalRate).toBeCloseTo(share('extend'), 6);
    expect(row.values.upgradeRate).toBeCloseTo(share('upgrade'), 6);
  });
});
