// A command's e-mails (npm run admin:create) go through the job queue as the server's do (./job.ts): the command
// starts a queue on the same database, works the e-mail jobs itself, and waits until those it sent are no longer
// due before it exits. A message the mail server refuses is not lost: its job waits for its retry, which the
// server takes once it runs (on the embedded database, once the command has let go of DATA_DIR), and after the
// last retry it waits in the dead letters (the jobs page). docs/architecture.md, "Background jobs".
import type { JobsConnection } from '../db/client';
import { createJobQueue } from '../jobs/pg-boss-queue';
import type { MailDeps, MailSetup, Mailer } from './index';
import { workMail } from './job';

export interface CommandMailOutcome {
  /** messages this command handed to the mail server (or wrote to the outbox) */
  sent: number;
  /** the mail server's answers to the attempts that failed here; their jobs wait for a retry */
  failures: string[];
}

export async function withCommandMail<T>(
  connection: JobsConnection,
  mail: MailSetup,
  run: (mail: MailDeps) => Promise<T>,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<{ result: T; outcome: CommandMailOutcome }> {
  const outcome: CommandMailOutcome = { sent: 0, failures: [] };
  const counted: Mailer = {
    kind: mail.mailer.kind,
    async send(message) {
      try {
        await mail.mailer.send(message);
        outcome.sent += 1;
      } catch (error) {
        outcome.failures.push((error as Error).message);
        throw error;
      }
    },
  };
  const queue = createJobQueue(connection, options);
  workMail(queue, counted);
  await queue.start();
  try {
    const result = await run({ ...mail, queue });
    await queue.idle();
    return { result, outcome };
  } finally {
    await queue.stop();
  }
}
