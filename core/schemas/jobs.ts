// The jobs page's API (/api/Jobs/DeadLetters): background jobs whose retries
// are spent (backend/jobs/queue.ts), for the platform administrators. A dead
// letter shows its kind, error and times, never its data (an e-mail's holds a link).
import { z } from 'zod';

/**
 * The job kinds' names, said once: the backend defines each kind with its name (backend/mail/job.ts,
 * backend/jobs/scheduler.ts) and the jobs page names each in words (messages `jobs.kinds.<key>`). A kind missing
 * here still shows on the page, by its raw name.
 */
export const JOB_KINDS = {
  mailSend: 'mail.send',
  contractsArchive: 'contracts.archive',
  endOfTerm: 'contracts.end-of-term',
  webhooksDeliver: 'webhooks.deliver',
  webhooksSweep: 'webhooks.sweep',
} as const;
export type JobKindKey = keyof typeof JOB_KINDS;

export const DeadLetterSchema = z
  .object({
    id: z.uuid().describe('The dead letter (not the original job)'),
    name: z.string().describe('The job kind, e.g. mail.send or contracts.archive'),
    error: z.string().describe("The last attempt's error message"),
    attempts: z.number().int().min(1),
    createdAt: z.string().meta({ format: 'date-time', description: 'When the job was first sent' }),
    failedAt: z.string().meta({ format: 'date-time', description: 'When its last attempt failed' }),
  })
  .meta({ id: 'DeadLetter' });

export const DeadLettersSchema = z.object({ items: z.array(DeadLetterSchema) }).meta({ id: 'DeadLetters' });

/** Any text: an id that is no UUID names no dead letter, so it answers 404 like an unknown one (backend/jobs/routes.ts). */
export const DeadLetterParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const isDeadLetterId = (id: string): boolean => z.uuid().safeParse(id).success;
