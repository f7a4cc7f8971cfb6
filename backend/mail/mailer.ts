// Sends e-mail through nodemailer: SMTP when configured, otherwise one .eml
// file per message under DATA_DIR/outbox (the embedded default). Logs say
// where a message went, never its body: bodies carry single-use links.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TransportConfig, Transporter } from 'nodemailer';
import type { MailEnv } from '../env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** user@example.com → u***@example.com: enough to follow a delivery, not a list of addresses. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

/**
 * The transport, made with the first message: nodemailer is imported then, not at server start, since few requests
 * send mail (docs/deploy.md, "Memory").
 */
function transportOnFirstUse(options: TransportConfig | string): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(options)));
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = transportOnFirstUse(url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      console.info(`[mail] sent over SMTP to ${maskAddress(message.to)} (${info.messageId})`);
    },
  };
}

export function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = transportOnFirstUse({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(outboxDir, name);
      // Written aside then renamed: a reader never sees half a message.
      await writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      console.info(`[mail] written to ${path.join('outbox', name)} for ${maskAddress(message.to)}`);
    },
  };
}

export function createMailer(env: MailEnv, dataDir: string): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(path.join(dataDir, 'outbox'), env.MAIL_FROM);
}
