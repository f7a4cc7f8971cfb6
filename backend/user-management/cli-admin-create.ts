// `npm run admin:create -- --username NAME --email ADDRESS [--agency NAME] [--locale it|en] [--print-link]`:
// the first superadministrator of a database that has none (docs/development.md).
// By default the invitation is e-mailed (SMTP_URL, else the outbox in DATA_DIR)
// through the job queue, as the server's e-mails are (backend/mail/command-queue.ts):
// a refused message waits for its retry instead of being lost. --print-link prints
// the single-use link once instead, for a server without mail.
// Migrates first and goes through the same database as the server.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, targetOf } from '../db/client';
import { createMailDeps } from '../mail';
import { type CommandMailOutcome, withCommandMail } from '../mail/command-queue';
import { inviteByMail, invitationLink } from './write';
import { FirstSuperAdminRefused, createFirstSuperAdmin } from './first-superadmin';

const USAGE = 'Usage: npm run admin:create -- --username NAME --email ADDRESS [--agency NAME] [--locale it|en] [--print-link]';

async function main() {
  let values: { help?: boolean; username?: string; email?: string; agency?: string; locale?: string; 'print-link'?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        help: { type: 'boolean', short: 'h' },
        username: { type: 'string' },
        email: { type: 'string' },
        agency: { type: 'string' },
        locale: { type: 'string' },
        'print-link': { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) return console.info(USAGE);
  if (!values.username || !values.email) throw new Error(`--username and --email are required\n${USAGE}`);
  const locale = values.locale ?? 'it';
  if (locale !== 'it' && locale !== 'en') throw new Error(`--locale is it or en\n${USAGE}`);

  const config = loadConfig();
  const handle = await openDatabase(targetOf(config));
  try {
    await handle.migrate();
    const { token, agency } = await createFirstSuperAdmin(handle.db, { username: values.username, email: values.email, agency: values.agency }, new Date());
    const mail = createMailDeps(config.dataDir);
    if (values['print-link']) {
      // printed once, never stored in clear: only its hash is in the database
      console.info(
        `Superadministrator ${values.username} created. Open this single-use link within 72 hours to choose the password:\n${invitationLink(mail.publicBaseUrl, locale, token)}`,
      );
    } else {
      const input: Parameters<typeof inviteByMail>[1] = { to: values.email, username: values.username, agency, token, locale };
      const { outcome } = await withCommandMail(handle.jobs, mail, (queued) => inviteByMail(queued, input));
      const where = mail.mailer.kind === 'outbox' ? ` (no SMTP_URL: the e-mail is in ${config.dataDir}/outbox)` : '';
      console.info(`Superadministrator ${values.username} created; ${invitationSaid(outcome, values.email, where)}`);
    }
  } finally {
    await handle.close();
  }
}

/** What became of the invitation: sent, refused now and queued for its retries, or taken by a running server. */
function invitationSaid(outcome: CommandMailOutcome, email: string, where: string): string {
  if (outcome.sent > 0) return `the invitation to choose a password went to ${email}${where}.`;
  if (outcome.failures.length > 0)
    return (
      `the invitation to ${email} could not be sent now (${outcome.failures.at(-1)}). It stays queued: the server retries it ` +
      'five times over about half an hour once it runs. Fix SMTP_URL and start the server.'
    );
  return `the invitation to ${email} is queued; the running server sends it.`;
}

main().catch((error: unknown) => {
  console.error(error instanceof FirstSuperAdminRefused || error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
