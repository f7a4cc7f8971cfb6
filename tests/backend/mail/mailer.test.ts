// The two transports of issue 6: the .eml outbox (default) and SMTP, checked
// against a real smtp-server on loopback; the environment that picks them.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailDeps } from '@/backend/mail';
import { parseEnv } from '@/backend/env';
import { createMailer, maskAddress } from '@/backend/mail/mailer';
import { renderEmail } from '@/backend/mail/templates';

const message = renderEmail({
  kind: 'passwordReset',
  locale: 'it',
  to: 'mario.rossi@example.com',
  name: 'mario',
  link: 'https://portal.example/recovery-password?token=SECRET-TOKEN-0123456789',
});

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mail-test-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('outbox (no SMTP_URL)', () => {
  it('writes one .eml per message under DATA_DIR/outbox and logs no token', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { mailer } = createMailDeps(dataDir, parseEnv({}));
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    const files = (await readdir(path.join(dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: mario\.rossi@example\.com$/m);
    expect(eml).toMatch(/^From: Portale Agenzie <no-reply@localhost>$/m);
    expect(eml).toContain('Content-Type: text/html');
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).toContain('outbox');
    expect(logged).not.toContain('SECRET-TOKEN');
    expect(logged).not.toContain('mario.rossi');
    log.mockRestore();
  });
});

describe('SMTP (SMTP_URL set)', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through the configured server with MAIL_FROM', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const env = parseEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portale <portale@example.com>' });
    const mailer = createMailer(env, dataDir);
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^From: Portale <portale@example\.com>/m);
    expect(received[0]).toMatch(/^Subject: /m);
    expect(log.mock.calls.flat().join(' ')).not.toContain('SECRET-TOKEN');
    log.mockRestore();
  });
});

describe('environment', () => {
  it('defaults PUBLIC_BASE_URL to http://localhost:3000 and drops a trailing slash', () => {
    expect(parseEnv({}).PUBLIC_BASE_URL).toBe('http://localhost:3000');
    expect(parseEnv({ PUBLIC_BASE_URL: 'https://portal.example/' }).PUBLIC_BASE_URL).toBe('https://portal.example');
  });

  it('refuses a malformed SMTP_URL without echoing it', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://user:hunter2@mail' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: 'http://user:hunter2@mail' })).not.toThrow(/hunter2/);
  });

  it('masks addresses in logs', () => {
    expect(maskAddress('mario.rossi@example.com')).toBe('m***@example.com');
  });
});
