// The job queue (backend/jobs/queue.ts) on the test's database, PGlite or PostgreSQL (npm test runs both): a job
// outlives the queue that sent it (a restart), two queues on one database do each job once, a failing job is retried
// with a growing wait and then waits in the dead letters, from where it can be sent again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '@/backend/db/client';
import { createJobQueue } from '@/backend/jobs/pg-boss-queue';
import { type JobQueue, defineJob } from '@/backend/jobs/queue';
import { TEST_POLLING_SECONDS } from '../../support/backend/test-app';
import { type TestDatabase, createTestDatabase } from '../../support/backend/test-db';

const NOTE = defineJob('test.note', z.object({ text: z.string().min(1) }), { retry: { limit: 0, delaySeconds: 0, backoff: false } });
const FLAKY = defineJob('test.flaky', z.object({ n: z.number().int() }), { retry: { limit: 2, delaySeconds: 1, backoff: true } });

const queueOn = (database: TestDatabase) => createJobQueue(database.handle.jobs, { pollingIntervalSeconds: TEST_POLLING_SECONDS });
const WAIT = { timeout: 15_000, interval: 50 };

describe('the job queue', { timeout: 30_000 }, () => {
  let database: TestDatabase;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    queue = queueOn(database);
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    await database.drop();
  });

  it('hands a worker the data it was sent, checked against its schema, and refuses data that does not match', async () => {
    const seen: string[] = [];
    queue.work(NOTE, async ({ text }) => {
      seen.push(text);
    });
    await queue.settled();
    await queue.send(NOTE, { text: 'hello' });
    await vi.waitFor(() => expect(seen).toEqual(['hello']), WAIT);
    await expect(queue.send(NOTE, { text: '' })).rejects.toThrow(z.ZodError);
  });

  it('sends one job per singleton key and window', async () => {
    const once = { singleton: { key: 'same', seconds: 60 }, startAfter: new Date(Date.now() + 3_600_000) };
    expect(await queue.send(NOTE, { text: 'first' }, once)).toEqual(expect.any(String));
    expect(await queue.send(NOTE, { text: 'second' }, once)).toBeNull();
  });

  it('retries a failing job with a growing wait, then keeps it in the dead letters until it is sent again', async () => {
    const attempts: number[] = [];
    let failing = true;
    queue.work(FLAKY, async (_data, job) => {
      attempts.push(Date.now());
      expect(job.attempt).toBe(attempts.length);
      if (failing) throw new Error('the mail server said no');
    });
    await queue.settled();
    await queue.send(FLAKY, { n: 7 });
    await vi.waitFor(async () => expect(await queue.deadLetters()).toHaveLength(1), { ...WAIT, timeout: 25_000 });
    // The first attempt and 2 retries; backoff waits 1–2 s, then 2–4 s (pg-boss: delay × 2^n/2 × (1 + random)).
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(950);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1950);
    const [dead] = await queue.deadLetters();
    expect(dead).toMatchObject({ name: 'test.flaky', error: 'the mail server said no', attempts: 3 });
    expect(dead!.failedAt.getTime()).toBeGreaterThanOrEqual(dead!.createdAt.getTime());

    failing = false;
    expect(await queue.retryDeadLetter(dead!.id)).toBe(true);
    await vi.waitFor(() => expect(attempts).toHaveLength(4), WAIT);
    expect(await queue.deadLetters()).toEqual([]);
    expect(await queue.retryDeadLetter(dead!.id)).toBe(false);
  });

  it('does each job once when two queues work the same database (two instances)', async () => {
    // On PostgreSQL each queue has a pool of its own: two instances as far as the database can tell.
    const other = queueOn(database);
    await other.start();
    const COUNT = 2 * 20;
    const done = new Map<number, string[]>();
    const job = defineJob('test.shared', z.object({ i: z.number() }), { retry: { limit: 0, delaySeconds: 0, backoff: false } });
    for (const [who, q] of [
      ['first', queue],
      ['second', other],
    ] as const)
      q.work(job, async ({ i }) => {
        done.set(i, [...(done.get(i) ?? []), who]);
      });
    await Promise.all([queue.settled(), other.settled()]);
    for (let i = 0; i < COUNT; i += 1) await (i % 2 ? other : queue).send(job, { i });
    await vi.waitFor(() => expect(done.size).toBe(COUNT), WAIT);
    await other.stop();
    expect([...done.values()].filter((workers) => workers.length > 1)).toEqual([]);
  });
});

describe('a job sent before a restart', { timeout: 30_000 }, () => {
  it('runs once a new process opens the same database', async () => {
    // PostgreSQL: the test's database, the second queue a new pool. PGlite: a data folder closed and opened again.
    const dataDir = process.env.TEST_DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-jobs-'));
    const open = async () => (dataDir ? { handle: await openDatabase({ kind: 'pglite', dataDir }), drop: null } : null);
    const shared = dataDir ? null : await createTestDatabase({ migrate: false });
    try {
      const first = (await open())?.handle ?? shared!.handle;
      const before = createJobQueue(first.jobs, { pollingIntervalSeconds: TEST_POLLING_SECONDS });
      await before.start();
      // No worker here: the process stops before it would run.
      await before.send(NOTE, { text: 'after the restart' });
      await before.stop();
      if (dataDir) await first.close();

      const second = (await open())?.handle ?? shared!.handle;
      const after = createJobQueue(second.jobs, { pollingIntervalSeconds: TEST_POLLING_SECONDS });
      const seen: string[] = [];
      after.work(NOTE, async ({ text }) => {
        seen.push(text);
      });
      await after.start();
      await vi.waitFor(() => expect(seen).toEqual(['after the restart']), WAIT);
      await after.stop();
      if (dataDir) await second.close();
    } finally {
      await shared?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
