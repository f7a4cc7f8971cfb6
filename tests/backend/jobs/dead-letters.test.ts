// The jobs page's API: the dead letters (jobs whose retries are spent) and sending one again, for the platform
// administrators alone (system.jobs.read / system.jobs.retry); an agency's administrator is refused (403).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob } from '@/backend/jobs/queue';
import { type AdminTestApp, setupAdminApp } from '../../support/backend/admin-app';

const ONCE = defineJob('test.once', z.object({ to: z.string() }), { retry: { limit: 0, delaySeconds: 0, backoff: false } });

describe('/api/Jobs/DeadLetters', { timeout: 30_000 }, () => {
  let t: AdminTestApp;
  let failing = true;
  const done: string[] = [];
  const list = (username: string) => t.api.get('/api/Jobs/DeadLetters', t.home(username));
  const retry = (username: string, id: string) => t.api.post('/api/Jobs/DeadLetters/{id}/retry', { params: { id }, ...t.home(username) });

  beforeAll(async () => {
    t = await setupAdminApp();
    t.queue.work(ONCE, async ({ to }) => {
      if (failing) throw new Error(`the mail server refused ${to}`);
      done.push(to);
    });
    await t.queue.settled();
    await t.queue.send(ONCE, { to: 'someone@example.com' });
    await vi.waitFor(async () => expect(await t.queue.deadLetters()).toHaveLength(1), { timeout: 15_000, interval: 50 });
  });
  afterAll(() => t.close());

  it('lists the failed job with its kind, error and times, never its data, to both administrator roles', async () => {
    for (const username of ['superadmin', 'admin']) {
      const response = await list(username);
      expect(response.status).toBe(200);
      expect(response.body.items).toEqual([
        {
          id: expect.any(String),
          name: 'test.once',
          error: 'the mail server refused someone@example.com',
          attempts: 1,
          createdAt: expect.any(String),
          failedAt: expect.any(String),
        },
      ]);
      expect(JSON.stringify(response.body)).not.toContain('"to"');
    }
  });

  it("refuses an agency's administrator and agents (403), to read as to retry", async () => {
    const [dead] = (await list('superadmin')).body.items;
    for (const username of ['agencyadmin', 'agent', 'customer']) {
      expect((await list(username)).status, username).toBe(403);
      expect((await retry(username, dead!.id)).status, username).toBe(403);
    }
  });

  it('sends a dead letter again: it runs, leaves the list, and a second retry finds nothing (404)', async () => {
    const [dead] = (await list('superadmin')).body.items;
    failing = false;
    expect((await retry('superadmin', dead!.id)).status).toBe(204);
    await vi.waitFor(() => expect(done).toEqual(['someone@example.com']), { timeout: 10_000, interval: 50 });
    expect((await list('superadmin')).body.items).toEqual([]);
    expect((await retry('superadmin', dead!.id)).status).toBe(404);
    // Not an id at all: no such dead letter either, and no database error.
    const malformed = await t.request('/api/Jobs/DeadLetters/not-a-uuid/retry', { method: 'POST', token: await t.tokenOf('superadmin') });
    expect(malformed.status).toBe(404);
  });
});
