// The e-mail job: a laid-out message, sent by whichever instance takes it and
// retried over about half an hour when the mail server fails (then it waits in
// the dead letters). Its row, which holds the message and so its single-use
// link, is deleted an hour after it is sent (docs/security.md).
import { z } from 'zod';
import { JOB_KINDS } from '../../core/schemas/jobs';
import { type JobQueue, defineJob } from '../jobs/queue';
import { type Mailer, maskAddress } from './mailer';

export const SEND_MAIL = defineJob(
  JOB_KINDS.mailSend,
  z.object({
    message: z.object({ to: z.string().min(1), subject: z.string(), text: z.string(), html: z.string() }),
    /** names the e-mail in the log */
    label: z.string(),
  }),
  { retry: { limit: 5, delaySeconds: 30, backoff: true, delayMaxSeconds: 900 }, expireInSeconds: 120, keepSeconds: 3600 },
);

export function workMail(queue: JobQueue, mailer: Mailer): void {
  queue.work(SEND_MAIL, async ({ message, label }, job) => {
    try {
      await mailer.send(message);
    } catch (error) {
      console.error(`[mail] ${label} e-mail to ${maskAddress(message.to)} could not be sent (attempt ${job.attempt}):`, (error as Error).message);
      throw error;
    }
  });
}
