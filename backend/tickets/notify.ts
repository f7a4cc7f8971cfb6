// The ticket e-mails (docs/domain.md, "Tickets"): who hears of what. The
// company's customer accounts get a link to the ticket; the agency's staff
// (its administrators and the contract's agent) a link to the contract, since
// the permission table gives them no tickets section. Each is written in the
// recipient's language where it is known (./recipient-locale.ts); internal
// notes never leave the back office. Recipients are read before the answer;
// the sending itself does not hold it up.
import { and, eq, inArray, or } from 'drizzle-orm';
import { type TicketStatus, ticketPagePath } from '../../core/domain/tickets';
import { AGENCY_MANAGER_ROLES, CUSTOMER_ROLE, isCustomer } from '../../core/roles';
import type { Database } from '../db/client';
import { type Ticket, companies, contractProducts, contracts, productModels, userAgencyRoles, users } from '../db/schema';
import { formatMessage, localeOf, messagesOf } from '../i18n';
import { type MailDeps, pageLink, sendMessageInBackground } from '../mail';
import { layoutEmail } from '../mail/templates';
import { knownLocales } from './recipient-locale';

interface Recipient {
  id: number;
  username: string;
  email: string;
}

async function recipients(db: Database, ticket: Ticket): Promise<{ customers: Recipient[]; agency: Recipient[] }> {
  const [contract] = await db.select({ agentId: contracts.createdById }).from(contracts).where(eq(contracts.id, ticket.contractId));
  const agentId = contract?.agentId ?? null;
  const members = await db
    .select({ id: users.id, username: users.username, email: users.email, role: userAgencyRoles.role, companyId: users.companyId })
    .from(userAgencyRoles)
    .innerJoin(users, eq(users.id, userAgencyRoles.userId))
    .where(
      and(
        eq(userAgencyRoles.agencyId, ticket.agencyId),
        eq(users.deactivated, false),
        or(inArray(userAgencyRoles.role, [CUSTOMER_ROLE, ...AGENCY_MANAGER_ROLES]), agentId === null ? undefined : eq(users.id, agentId)),
      ),
    );
  // One e-mail per person, whatever roles they hold in the agency.
  const unique = (list: typeof members) => [...new Map(list.map((m) => [m.id, { id: m.id, username: m.username, email: m.email }])).values()];
  return {
    customers: unique(members.filter((m) => isCustomer(m.role) && m.companyId === ticket.companyId)),
    agency: unique(members.filter((m) => !isCustomer(m.role))),
  };
}

async function factsOf(db: Database, ticket: Ticket) {
  const [row] = await db
    .select({ company: companies.name, model: productModels.name, serial: contractProducts.serialNumber, contract: contracts.number })
    .from(contractProducts)
    .innerJoin(productModels, eq(productModels.id, contractProducts.modelId))
    .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
    .innerJoin(companies, eq(companies.id, ticket.companyId))
    .where(eq(contractProducts.id, ticket.contractProductId));
  return row!;
}

export type TicketNotice =
  | { kind: 'created' }
  | { kind: 'status'; to: TicketStatus; note: string | null; internal: boolean }
  /** a visible note on its own: the other side hears of it */
  | { kind: 'note'; note: string; byCustomer: boolean }
  /** the offer, with the back office's word to the customer */
  | { kind: 'offer'; note: string | null }
  | { kind: 'offerAccepted' | 'offerDeclined' | 'offerConfirmed' };

type Audience = 'customers' | 'agency';
type Template = 'created' | 'status' | 'note' | 'offer' | 'offerAnswered' | 'offerConfirmed';

/** Who hears of a notice, and with which texts (messages: tickets.emails.<template>Customer / …Agency). */
function plan(notice: TicketNotice): { template: Template; to: Audience[] } {
  switch (notice.kind) {
    case 'created':
    case 'status':
      return { template: notice.kind, to: ['customers', 'agency'] };
    case 'note':
      return { template: 'note', to: [notice.byCustomer ? 'agency' : 'customers'] };
    case 'offer':
      return { template: 'offer', to: ['customers'] };
    case 'offerAccepted':
    case 'offerDeclined':
      return { template: 'offerAnswered', to: ['agency'] };
    case 'offerConfirmed':
      return { template: 'offerConfirmed', to: ['customers', 'agency'] };
  }
}

function noteOf(notice: TicketNotice): string {
  if (notice.kind === 'status') return notice.note && !notice.internal ? notice.note : '';
  return notice.kind === 'note' || notice.kind === 'offer' ? (notice.note ?? '') : '';
}

/** Hands the notice's e-mails to the mailer; resolves without waiting for their delivery (SMTP can be slow). */
export async function notifyTicket(db: Database, mail: MailDeps, ticket: Ticket, notice: TicketNotice): Promise<void> {
  const [people, facts] = await Promise.all([recipients(db, ticket), factsOf(db, ticket)]);
  const { template, to } = plan(notice);
  const ticketLocale = localeOf(ticket.locale);
  const everyone = to.flatMap((audience) => people[audience].map((person) => ({ audience, person })));
  const locales = await knownLocales(
    db,
    everyone.map((r) => r.person.id),
  );

  const sends = everyone.map(({ audience, person }) => {
    // Whoever opened the ticket reads it in the language they opened it in; another customer account in theirs if
    // known, else the ticket's; the agency's staff in theirs if known, else Italian.
    const locale = person.id === ticket.createdById ? ticketLocale : (locales.get(person.id) ?? (audience === 'customers' ? ticketLocale : 'it'));
    const texts = messagesOf(locale).tickets;
    const offer = ticket.offer;
    const values = {
      number: ticket.number,
      kind: texts.kind[ticket.kind],
      product: facts.model,
      serial: facts.serial ?? '—',
      company: facts.company,
      contract: facts.contract,
      status: texts.status[notice.kind === 'status' ? notice.to : ticket.status],
      note: noteOf(notice),
      from: offer ? texts.tiers[offer.fromTier] : '',
      to: offer ? texts.tiers[offer.toTier] : '',
      extra: offer ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', useGrouping: true }).format(offer.extraMonthly) : '',
      answer: notice.kind === 'offerDeclined' ? texts.emails.declined : texts.emails.accepted,
    };
    const f = (text: string) => formatMessage(text, values, locale);
    const chosen = texts.emails[`${template}${audience === 'customers' ? 'Customer' : 'Agency'}` as keyof typeof texts.emails] as {
      subject: string;
      intro: string;
      action: string;
    };
    const path =
      audience === 'customers' ? ticketPagePath(ticket.kind, ticket.companyId, ticket.contractProductId, ticket.id) : `/contracts/${ticket.contractId}`;
    return layoutEmail({
      locale,
      to: person.email,
      name: person.username,
      subject: f(chosen.subject),
      before: [f(chosen.intro), ...(values.note ? [f(texts.emails.note)] : [])],
      action: f(chosen.action),
      link: pageLink(mail.publicBaseUrl, locale, path),
    });
  });
  for (const message of sends) void sendMessageInBackground(mail, message, `ticket ${notice.kind}`);
}
