// The e-mail when the portal switches an endpoint off after repeated failures
// (docs/integrations.md, "Webhooks"): to the agency's own administrators
// (AGENCY_MANAGER_ROLES), each in the language they last signed in with,
// with a link to the Webhook page. The sending does not hold up the worker.
import { and, eq, inArray } from 'drizzle-orm';
import { AGENCY_MANAGER_ROLES } from '../../core/roles';
import type { Database } from '../db/client';
import { agencies, userAgencyRoles, users } from '../db/schema';
import { formatMessage, localeOf, messagesOf } from '../i18n';
import { type MailDeps, pageLink, sendMessageInBackground } from '../mail';
import { layoutEmail } from '../mail/templates';

export async function notifySwitchedOff(db: Database, mail: MailDeps, endpoint: { agencyId: number; url: string }, failures: number): Promise<void> {
  const admins = await db
    .select({ username: users.username, email: users.email, locale: users.locale, agency: agencies.name })
    .from(userAgencyRoles)
    .innerJoin(users, eq(users.id, userAgencyRoles.userId))
    .innerJoin(agencies, eq(agencies.id, userAgencyRoles.agencyId))
    .where(and(eq(userAgencyRoles.agencyId, endpoint.agencyId), inArray(userAgencyRoles.role, [...AGENCY_MANAGER_ROLES]), eq(users.deactivated, false)));
  for (const admin of admins) {
    const locale = localeOf(admin.locale);
    const texts = messagesOf(locale).webhooks.disabledEmail;
    const f = (template: string) => formatMessage(template, { url: endpoint.url, agency: admin.agency, failures }, locale);
    const message = layoutEmail({
      locale,
      to: admin.email,
      name: admin.username,
      subject: f(texts.subject),
      before: [f(texts.intro)],
      after: [f(texts.after)],
      action: f(texts.action),
      link: pageLink(mail.publicBaseUrl, locale, '/webhooks'),
    });
    void sendMessageInBackground(mail, message, 'webhook switched off');
  }
}
