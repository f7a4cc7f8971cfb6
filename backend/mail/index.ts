// What the account flows need to send e-mail: a mailer and the portal's links.
// Links start from PUBLIC_BASE_URL (configuration), never from a Host header.
import type { Locale } from '../i18n';
import { type MailEnv, parseEnv } from '../env';
import type { JobQueue } from '../jobs/queue';
import { SEND_MAIL } from './job';
import { type MailMessage, type Mailer, createMailer } from './mailer';
import { type EmailInput, renderEmail } from './templates';

export type LinkTarget = 'recovery-password' | 'on-boarding' | 'login';

/** How the portal mails (SMTP, else the outbox) and where its links start. */
export interface MailSetup {
  mailer: Mailer;
  publicBaseUrl: string;
}

export interface MailDeps extends MailSetup {
  /**
   * The job queue every e-mail goes through (./job.ts works them): the server's (createApp), or the one a
   * command starts for its own e-mails (./command-queue.ts).
   */
  queue: JobQueue;
}

export function createMailDeps(dataDir: string, env: MailEnv = parseEnv()): MailSetup {
  return { mailer: createMailer(env, dataDir), publicBaseUrl: env.PUBLIC_BASE_URL };
}

/** e.g. https://portal.example/en/recovery-password?token=… */
export function portalLink(baseUrl: string, locale: Locale, target: LinkTarget, query: Record<string, string>): string {
  const url = new URL(pageLink(baseUrl, locale, `/${target}`));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** A page of the portal in a language, e.g. https://portal.example/en/tickets/1/226/3. */
export function pageLink(baseUrl: string, locale: Locale, path: string): string {
  return new URL(`${baseUrl}${locale === 'en' ? '/en' : ''}${path}`).toString();
}

/**
 * Sends without holding up the answer: a request for a known address must
 * not take longer than one for an unknown address, and SMTP can be slow.
 * The message becomes a job (./job.ts), sent by whichever instance takes it
 * and retried when the mail server fails; the promise settles once it is
 * stored, and callers do not wait for it. A failure is logged (without the
 * message, which carries a token).
 */
export function sendInBackground(mail: MailDeps, input: EmailInput): Promise<void> {
  return sendMessageInBackground(mail, renderEmail(input), input.kind);
}

/** The same for a message already laid out (mail/templates.ts layoutEmail); `label` names it in the log. */
export function sendMessageInBackground(mail: MailDeps, message: MailMessage, label: string): Promise<void> {
  return mail.queue.send(SEND_MAIL, { message, label }).then(
    () => undefined,
    (error: unknown) => console.error(`[mail] ${label} e-mail could not be queued:`, (error as Error).message),
  );
}

export type { Mailer, MailMessage } from './mailer';
export type { EmailKind } from './templates';
