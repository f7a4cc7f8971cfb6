// The ticket e-mails (docs/domain.md, "Tickets"): on opening and on every
// status change, to the company's customer accounts with a link to the
// ticket, and to the agency's staff (agency administrators) with a link to the
// contract, since the permission table gives them no tickets section. Written
// in the customer's language; internal notes never leave the back office.
// Recipients are read before the answer; the sending itself does not hold it up.
import { and, eq, inArray } from 'drizzle-orm';
import { type TicketStatus, ticketPagePath } from '../../core/domain/tickets';
import { AGENCY_MANAGER_ROLES, CUSTOMER_ROLE, isCustomer } from '../../core/roles';
import type { Database } from '../db/client';
import { type Ticket, companies, contractProducts, contracts, productModels, userAgencyRoles, users } from '../db/schema';
import { type Locale, formatMessage, messagesOf } from '../i18n';
import { type MailDeps, pageLink, sendMessageInBackground } from '../mail';
import { layoutEmail } from '../mail/templates';

interface Recipient {
  username: string;
  email: string;
}

async function recipients(db: Database, ticket: Ticket): Promise<{ customers: Recipient[]; agency: Recipient[] }> {
  const members = await db
    .select({ username: users.username, email: users.email, role: userAgencyRoles.role, companyId: users.companyId })
    .from(userAgencyRoles)
    .innerJoin(users, eq(users.id, userAgencyRoles.userId))
    .where(
      and(eq(userAgencyRoles.agencyId, ticket.agencyId), inArray(userAgencyRoles.role, [CUSTOMER_ROLE, ...AGENCY_MANAGER_ROLES]), eq(users.deactivated, false)),
    );
  return {
    customers: members.filter((m) => isCustomer(m.role) && m.companyId === ticket.companyId),
    agency: members.filter((m) => !isCustomer(m.role)),
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

export type TicketNotice = { kind: 'created' } | { kind: 'status'; to: TicketStatus; note: string | null; internal: boolean };

/** Hands the notice's e-mails to the mailer; resolves without waiting for their delivery (SMTP can be slow). */
export async function notifyTicket(db: Database, mail: MailDeps, ticket: Ticket, notice: TicketNotice): Promise<void> {
  const [people, facts] = await Promise.all([recipients(db, ticket), factsOf(db, ticket)]);
  const locale: Locale = ticket.locale === 'en' ? 'en' : 'it';
  const texts = messagesOf(locale).tickets;
  const values = {
    number: ticket.number,
    kind: texts.kind[ticket.kind],
    product: facts.model,
    serial: facts.serial ?? '—',
    company: facts.company,
    contract: facts.contract,
    status: notice.kind === 'status' ? texts.status[notice.to] : texts.status.open,
    note: notice.kind === 'status' && notice.note && !notice.internal ? notice.note : '',
  };
  const f = (template: string) => formatMessage(template, values, locale);
  const ticketLink = pageLink(mail.publicBaseUrl, locale, ticketPagePath(ticket.kind, ticket.companyId, ticket.contractProductId, ticket.id));
  const contractLink = pageLink(mail.publicBaseUrl, locale, `/contracts/${ticket.contractId}`);
  const forCustomer = notice.kind === 'created' ? texts.emails.createdCustomer : texts.emails.statusCustomer;
  const forAgency = notice.kind === 'created' ? texts.emails.createdAgency : texts.emails.statusAgency;
  const noteLine = values.note ? [f(texts.emails.note)] : [];

  const sends = [
    ...people.customers.map((person) =>
      layoutEmail({
        locale,
        to: person.email,
        name: person.username,
        subject: f(forCustomer.subject),
        before: [f(forCustomer.intro), ...noteLine],
        action: f(forCustomer.action),
        link: ticketLink,
      }),
    ),
    ...people.agency.map((person) =>
      layoutEmail({
        locale,
        to: person.email,
        name: person.username,
        subject: f(forAgency.subject),
        before: [f(forAgency.intro), ...noteLine],
        action: f(forAgency.action),
        link: contractLink,
      }),
    ),
  ];
  for (const message of sends) void sendMessageInBackground(mail, message, `ticket ${notice.kind}`);
}
