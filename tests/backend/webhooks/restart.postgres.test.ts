// A server killed mid-delivery (docs/integrations.md, "How it works"): the standalone API (backend/server.ts) in a
// process of its own on a fresh PostgreSQL database sends a webhook to a receiver that holds the request open; the
// process is killed (SIGKILL: no shutdown, the delivery row left "sending" under its lease); a new server on the same
// database sends the delivery again once the lease has run out, with the same webhook-id, signed. The lease is made
// short through WEBHOOKS_ATTEMPT_TIMEOUT_MS and WEBHOOKS_LEASE_MARGIN_MS. PostgreSQL only (vitest.config.ts).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStorage } from '@/backend/adapters/files/storage';
import { agencies, productModels, webhookAttempts, webhookDeliveries } from '@/backend/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '@/backend/demo/seed';
import { webhookEnvelopeSchema } from '@/core/webhooks/events';
import { startScript, waitForOutput } from '../../support/backend/child';
import { contractBody } from '../../support/backend/contracts-app';
import { type TestDatabase, createTestDatabase } from '../../support/backend/test-db';
import { HOLD, startReceiver } from '../../support/backend/webhook-receiver';

const WAIT = { timeout: 30_000, interval: 100 };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a server killed mid-delivery', { timeout: 90_000 }, () => {
  let database: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let dataDir: string;
  let port: number;
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.handle.db, { files: memoryFileStorage() });
    receiver = await startReceiver();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-webhook-restart-'));
    port = await freePort();
  });
  afterAll(async () => {
    for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await receiver?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    WEBHOOKS_SECRETS_KEY: randomBytes(32).toString('base64url'),
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    // A lease of 6 s: the attempt's limit (long enough that the first server is killed before it gives up) and 1 s.
    WEBHOOKS_ATTEMPT_TIMEOUT_MS: '5000',
    WEBHOOKS_LEASE_MARGIN_MS: '1000',
  };
  async function startServer(): Promise<ChildProcess> {
    const server = startScript('backend/server.ts', { ...env, DATABASE_URL: database.url!, DATA_DIR: dataDir, BACKEND_PORT: String(port) });
    servers.push(server);
    await waitForOutput(server, '[backend] listening');
    return server;
  }

  const call = async <T>(method: string, route: string, token: string | null, body: unknown): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${port}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, `${method} ${route}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const login = async (username: string) =>
    (await call<{ accessToken: string }>('POST', '/api/Account/Login', null, { username, password: DEMO_PASSWORD })).accessToken;

  it('sends the delivery after a restart on the same database, with the same webhook-id, signed', async () => {
    const { db } = database.handle;
    const [milano] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, 'Agenzia Milano'));
    const [model] = await db.select({ id: productModels.id }).from(productModels).where(eq(productModels.category, 'notebook')).limit(1);
    // The first request is held open (a delivery in flight when the server dies); later ones are answered 200.
    const url = receiver.url('/erp', [HOLD, 200]);

    const first = await startServer();
    const endpoint = await call<{ id: number; secret: string }>('POST', `/api/Agency/${milano!.id}/Webhooks`, await login('agencyadmin'), {
      url,
      description: 'ERP',
      events: ['contract.created'],
    });
    const contract = await call<{ id: number }>('POST', `/api/Agency/${milano!.id}/Contracts`, await login('agent'), contractBody(model!.id));
    await expect.poll(() => receiver.at('/erp').length, WAIT).toBe(1);
    const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery).toMatchObject({ state: 'sending', attempts: 1 });

    const exited = new Promise((resolve) => first.once('exit', (_code, signal) => resolve(signal)));
    first.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    await startServer();
    await expect.poll(() => receiver.at('/erp').length, WAIT).toBe(2);
    const [held, resent] = receiver.at('/erp');
    expect(resent!.headers['webhook-id']).toBe(held!.headers['webhook-id']);
    // The library checks the id, the timestamp and the HMAC made with the endpoint's secret.
    const event = webhookEnvelopeSchema('contract.created').parse(new Webhook(endpoint.secret).verify(resent!.body, resent!.headers));
    expect(event.data).toMatchObject({ contractId: contract.id });
    await expect
      .poll(async () => (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id)))[0], WAIT)
      .toMatchObject({ state: 'delivered', attempts: 2 });
    // The killed attempt left no log line; the one after the restart is logged as the second.
    const logged = await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.id));
    expect(logged).toEqual([expect.objectContaining({ attempt: 2, ok: true, statusCode: 200 })]);
  });
});
