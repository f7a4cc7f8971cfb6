// The sign-up e-mails beyond the customer's own confirmation (docs/domain.md,
// "Customer sign-up"): the agency's administrators hear of each sign-up, with
// a link to the list they decide it from, each in the language they last
// signed in with; a rejected customer hears of it in the language they
// signed up in, with the reason when one was given.
import { and, eq, inArray } from 'drizzle-orm';
import { AGENCY_MANAGER_ROLES } from '../../core/roles';
import type { Database } from '../db/client';
import { userAgencyRoles, users } from '../db/schema';
import { formatMessage, localeOf, messagesOf } from '../i18n';
import { type MailDeps, pageLink, portalLink, sendMessageInBackground } from '../mail';
import { layoutEmail } from '../mail/templates';

/** The page the agency reviews its sign-ups on. */
export const REGISTRATIONS_PATH = '/registrations';

interface SignUpFacts {
  agencyId: number;
  agency: string;
  username: string;
  email: string;
  company: string;
  vatNumber: string;
}

/** Hands one e-mail per active administrator of the agency to the mailer; resolves once they are handed over. */
export async function notifyAgencyOfSignUp(db: Database, mail: MailDeps, facts: SignUpFacts): Promise<void> {
  const people = await db
    .select({ username: users.username, email: users.email, locale: users.locale })
    .from(userAgencyRoles)
    .innerJoin(users, eq(users.id, userAgencyRoles.userId))
    .where(and(eq(userAgencyRoles.agencyId, facts.agencyId), inArray(userAgencyRoles.role, [...AGENCY_MANAGER_ROLES]), eq(users.deactivated, false)));
  for (const person of people) {
    const locale = localeOf(person.locale);
    const texts = messagesOf(locale).registrations.emails.received;
    const f = (template: string) => formatMessage(template, { ...facts }, locale);
    const message = layoutEmail({
      locale,
      to: person.email,
      name: person.username,
      subject: f(texts.subject),
      before: [f(texts.intro), f(texts.next)],
      action: f(texts.action),
      link: pageLink(mail.publicBaseUrl, locale, REGISTRATIONS_PATH),
    });
    void sendMessageInBackground(mail, message, 'sign-up notice');
  }
}

export function sendRejection(
  mail: MailDeps,
  to: { email: string; username: string; locale: string },
  facts: { agency: string; company: string; reason: string | undefined },
): Promise<void> {
  const locale = localeOf(to.locale);
  const texts = messagesOf(locale).registrations.emails.rejected;
  const f = (template: string) => formatMessage(template, { ...facts, reason: facts.reason ?? '' }, locale);
  const message = layoutEmail({
    locale,
    to: to.email,
    name: to.username,
    subject: f(texts.subject),
    before: [f(texts.intro), ...(facts.reason ? [f(texts.reason)] : []), f(texts.again)],
    action: f(texts.action),
    link: portalLink(mail.publicBaseUrl, locale, 'on-boarding', {}),
  });
  return sendMessageInBackground(mail, message, 'sign-up rejection');
}
