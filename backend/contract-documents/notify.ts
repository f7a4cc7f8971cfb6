// The e-mail of a rejected document (docs/domain.md, "Missing documents"): to
// the contract's agent, with the kind, the file, the back office's note and a
// link to the contract. Users keep no language of their own, so it is written
// in the one the agent last uploaded a document of this contract in, else in
// Italian. The sending does not hold up the answer.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contractDocuments, contracts, users } from '../db/schema';
import { formatMessage, localeOf, messagesOf } from '../i18n';
import { type MailDeps, pageLink, sendMessageInBackground } from '../mail';
import { layoutEmail } from '../mail/templates';
import type { Rejected } from './documents';

export async function notifyRejection(db: Database, mail: MailDeps, rejected: Rejected): Promise<void> {
  const [agent] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.createdById))
    .where(and(eq(contracts.id, rejected.contractId), eq(users.deactivated, false)));
  if (!agent) return;
  const [latest] = await db
    .select({ locale: contractDocuments.locale })
    .from(contractDocuments)
    .where(and(eq(contractDocuments.contractId, rejected.contractId), eq(contractDocuments.uploadedById, agent.id)))
    .orderBy(desc(contractDocuments.uploadedAt), desc(contractDocuments.id))
    .limit(1);
  const locale = localeOf(latest?.locale);
  const texts = messagesOf(locale).contracts.documents;
  const values = { number: rejected.contractNumber, kind: texts.kinds[rejected.kind], file: rejected.fileName, note: rejected.note };
  const f = (template: string) => formatMessage(template, values, locale);
  const message = layoutEmail({
    locale,
    to: agent.email,
    name: agent.username,
    subject: f(texts.rejectedEmail.subject),
    before: [f(texts.rejectedEmail.intro), f(texts.rejectedEmail.note)],
    action: f(texts.rejectedEmail.action),
    link: pageLink(mail.publicBaseUrl, locale, `/contracts/${rejected.contractId}#documents`),
  });
  void sendMessageInBackground(mail, message, 'document rejected');
}
