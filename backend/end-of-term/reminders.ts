// The daily end-of-term run (docs/domain.md, "End of term"), one function with
// no scheduling of its own (backend/jobs/scheduler.ts starts it):
// - a contract whose return was chosen moves to closing once its end date has
//   come (the system's move through the lifecycle);
// - the agent and the customer's users get an e-mail at the configured points
//   before the notice deadline (endOfTermReminder1Days…3Days), in their own
//   language (users.locale), while no choice is recorded. Each reminder is
//   recorded (contract, point, user) before it is sent, so a run repeated the
//   same day, or by another instance, sends nothing twice (the e-mail is a
//   queued job with its own retries, backend/mail/job.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { reminderDue } from '../../core/end-of-term/dates';
import { CUSTOMER_ROLE } from '../../core/roles';
import { addDays, daysBetween } from '../../core/validation/day-arithmetic';
import { italianToday } from '../../core/validation/working-days';
import { BY_SYSTEM, changeStatus } from '../contracts/status-change';
import { loadSystemParameters } from '../credit/parameters';
import type { Database, Tx } from '../db/client';
import { endOfTermReminders, userAgencyRoles, users } from '../db/schema';
import { rowsOf } from '../db/rows';
import type { Clock } from '../deps';
import { type Locale, formatMessage, localeOf, messagesOf } from '../i18n';
import { type MailDeps, type MailMessage, pageLink, sendMessageInBackground } from '../mail';
import { layoutEmail } from '../mail/templates';
import { type TermRowData, termsCte } from './terms';

/** Any constant: names the advisory lock of this job (the archiving job and the migrations use others). */
export const END_OF_TERM_LOCK_KEY = 734_221_903;

export interface EndOfTermRunResult {
  closed: number;
  reminders: number;
}

interface Recipient {
  id: number;
  username: string;
  email: string;
  locale: string;
  /** the customer's users get the customer's text; the agent the agent's */
  forCustomer: boolean;
}

const dayText = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function reminderMail(mail: MailDeps, row: TermRowData, to: Recipient): MailMessage {
  const locale = localeOf(to.locale);
  const texts = messagesOf(locale).endOfTerm.reminder;
  const values = { number: row.number, company: row.company_name ?? '—', deadline: dayText(row.deadline, locale), end: dayText(row.end_date, locale) };
  const f = (template: string) => formatMessage(template, values, locale);
  return layoutEmail({
    locale,
    to: to.email,
    name: to.username,
    subject: f(texts.subject),
    before: [f(to.forCustomer ? texts.customerIntro : texts.agentIntro)],
    action: f(texts.action),
    link: pageLink(mail.publicBaseUrl, locale, `/contracts/${row.id}`),
  });
}

export async function runEndOfTermRemindersOnce(db: Database, clock: Clock, mail: MailDeps): Promise<EndOfTermRunResult | null> {
  const now = clock();
  const today = italianToday(now);
  const parameters = await loadSystemParameters(db);
  const points = [parameters.endOfTermReminder1Days, parameters.endOfTermReminder2Days, parameters.endOfTermReminder3Days];
  const outgoing: MailMessage[] = [];
  const result = await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${END_OF_TERM_LOCK_KEY}) as locked`));
    if (!lock?.locked) return null;

    const ended = rowsOf<{ id: number }>(await tx.execute(sql`${termsCte('all')} select id from terms where outcome = 'return' and end_date <= ${today}`));
    for (const { id } of ended) await changeStatus(tx, Number(id), 'active', 'closing', BY_SYSTEM, 'returned_at_end_of_term', now);

    const farthest = Math.max(0, ...points);
    const open = rowsOf<TermRowData>(
      await tx.execute(sql`${termsCte('all')} select * from terms where outcome is null and deadline >= ${today} and deadline <= ${addDays(today, farthest)}`),
    );
    let reminders = 0;
    for (const row of open) {
      const point = reminderDue(daysBetween(today, row.deadline), points);
      if (point === null) continue;
      const recipients = await recipientsOf(tx, row);
      if (recipients.length === 0) continue;
      const recorded = await tx
        .insert(endOfTermReminders)
        .values(
          recipients.map((r) => ({ contractId: Number(row.id), daysBefore: point, userId: r.id, recipient: r.forCustomer ? 'company' : 'agent', sentAt: now })),
        )
        .onConflictDoNothing()
        .returning({ userId: endOfTermReminders.userId });
      const fresh = new Set(recorded.map((r) => r.userId));
      for (const r of recipients.filter((r) => fresh.has(r.id))) outgoing.push(reminderMail(mail, row, r));
      reminders += fresh.size;
    }
    return { closed: ended.length, reminders };
  });
  // Sent once the rows are committed: a rolled-back run sends nothing.
  await Promise.all(outgoing.map((message) => sendMessageInBackground(mail, message, 'end-of-term reminder')));
  return result;
}

/** The contract's agent and the customer users of its company in its agency, active accounts only. */
async function recipientsOf(db: Tx, row: TermRowData): Promise<Recipient[]> {
  const fields = { id: users.id, username: users.username, email: users.email, locale: users.locale };
  const agent =
    row.agent_id === null
      ? []
      : await db
          .select(fields)
          .from(users)
          .where(and(eq(users.id, Number(row.agent_id)), eq(users.deactivated, false)));
  const customers =
    row.company_id === null
      ? []
      : await db
          .select(fields)
          .from(users)
          .where(
            and(
              eq(users.companyId, Number(row.company_id)),
              eq(users.deactivated, false),
              inArray(
                users.id,
                db
                  .select({ id: userAgencyRoles.userId })
                  .from(userAgencyRoles)
                  .where(and(eq(userAgencyRoles.agencyId, Number(row.agency_id)), eq(userAgencyRoles.role, CUSTOMER_ROLE))),
              ),
            ),
          );
  return [...agent.map((u) => ({ ...u, forCustomer: false })), ...customers.map((u) => ({ ...u, forCustomer: true }))];
}
