// `tsx tests/support/e2e/seed-dead-letters.ts` with DATA_DIR: run by scripts/e2e-server.mjs before the server
// starts, so the jobs page has failed jobs to list (tests/e2e/jobs.spec.ts). Nothing here is fake but the outage:
// the real queue on the e2e database, the e-mail job's own kind and worker (backend/mail/job.ts) with an SMTP
// mailer aimed at a port where nothing listens, no retry, so pg-boss moves each to the dead letters as it would
// after the sixth failure. The server then opens the same folder, migrates it and seeds the demo data as usual.
import path from 'node:path';
import { openDatabase } from '../../../backend/db/client';
import { parseEnv } from '../../../backend/env';
import { createJobQueue } from '../../../backend/jobs/pg-boss-queue';
import { portalLink } from '../../../backend/mail';
import { SEND_MAIL, workMail } from '../../../backend/mail/job';
import { smtpMailer } from '../../../backend/mail/mailer';
import { renderEmail } from '../../../backend/mail/templates';
import { DEAD_LETTER_MAILS, DEAD_LETTER_SMTP } from './dead-letters';

async function main() {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is required');
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.resolve(dataDir) });
  const link = portalLink(parseEnv().PUBLIC_BASE_URL, 'it', 'recovery-password', { token: 'seeded' });
  const queue = createJobQueue(handle.jobs, { pollingIntervalSeconds: 0.5 });
  const quiet = console.error;
  console.error = () => undefined; // the worker logs each refusal; expected here
  try {
    workMail(queue, smtpMailer(DEAD_LETTER_SMTP, 'portal@example.com'));
    await queue.start();
    await queue.settled();
    // One at a time, so their order in the dead letters is the list's.
    for (const [index, { to, name }] of DEAD_LETTER_MAILS.entries()) {
      const message = renderEmail({ kind: 'passwordReset', locale: 'it', to, name, link });
      await queue.send(SEND_MAIL, { message, label: 'passwordReset' }, { retry: { limit: 0 } });
      await queue.idle(); // with no retries, done means dead-lettered
      const failed = (await queue.deadLetters()).length;
      if (failed !== index + 1) throw new Error(`expected ${index + 1} dead letters, found ${failed}`);
    }
  } finally {
    console.error = quiet;
    await queue.stop();
    await handle.close();
  }
  console.info(`[e2e] ${DEAD_LETTER_MAILS.length} failed e-mails in the dead letters`);
}

main().catch((error: unknown) => {
  console.error('[e2e] seeding the dead letters failed:', error);
  process.exit(1);
});
