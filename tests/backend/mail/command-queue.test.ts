// npm run admin:create's invitation goes through the job queue (backend/mail/command-queue.ts): the command works
// its own e-mail job and returns once it is sent; a message the mail server refuses stays queued for its retry
// (which the server takes), never lost. On the test's database, PGlite or PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withCommandMail } from '@/backend/mail/command-queue';
import { outboxMailer, smtpMailer } from '@/backend/mail/mailer';
import { inviteByMail } from '@/backend/user-management/write';
import { TEST_POLLING_SECONDS } from '../../support/backend/test-app';
import { type TestDatabase, createTestDatabase } from '../../support/backend/test-db';

const invitation = (to: string) => ({ to, username: 'root.admin', agency: 'SmartCom', token: 'single-use', locale: 'it' as const });
const options = { pollingIntervalSeconds: TEST_POLLING_SECONDS };

describe("a command's e-mail", { timeout: 30_000 }, () => {
  let database: TestDatabase;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-command-mail-'));
  const statesOf = async (to: string) => {
    const result = await database.handle.db.execute(sql`select state from pgboss.job where name = 'mail.send' and data->'message'->>'to' = ${to}`);
    return (result as unknown as { rows: { state: string }[] }).rows.map((row) => row.state);
  };

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('is a job the command works itself, sent by the time it returns', async () => {
    const mail = { mailer: outboxMailer(outbox, 'portal@example.com'), publicBaseUrl: 'http://localhost:3000' };
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const { outcome } = await withCommandMail(database.handle.jobs, mail, (queued) => inviteByMail(queued, invitation('root@example.com')), options);
      expect(outcome).toEqual({ sent: 1, failures: [] });
    } finally {
      info.mockRestore();
    }
    expect(fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    expect(await statesOf('root@example.com')).toEqual(['completed']);
  });

  it('stays queued for its retry when the mail server refuses it, and the command says why', async () => {
    const mail = { mailer: smtpMailer('smtp://127.0.0.1:1', 'portal@example.com'), publicBaseUrl: 'http://localhost:3000' };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { outcome } = await withCommandMail(database.handle.jobs, mail, (queued) => inviteByMail(queued, invitation('later@example.com')), options);
      expect(outcome.sent).toBe(0);
      expect(outcome.failures).toEqual([expect.stringMatching(/ECONNREFUSED/)]);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('l***@example.com could not be sent (attempt 1)'), expect.any(String));
    } finally {
      logged.mockRestore();
    }
    expect(await statesOf('later@example.com')).toEqual(['retry']);
  });
});
