import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// The e-mails the e2e server wrote to DATA_DIR/outbox (no SMTP_URL there):
// one .eml per message, read the way a person's mail client would.

const settings = JSON.parse(fs.readFileSync(path.resolve('tests/e2e-env.json'), 'utf8')) as { dataDir: string };
const OUTBOX = path.resolve(settings.dataDir, 'outbox');

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** the text part, quoted-printable decoded */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(file: string): OutboxMail {
  const raw = fs.readFileSync(path.join(OUTBOX, file), 'utf8');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
  const textPart = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)\n--/i.exec(raw)?.[1] ?? '';
  return { file, to: header('To'), subject: header('Subject'), text: decodeQuotedPrintable(textPart) };
}

function mailsTo(address: string): OutboxMail[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map(parse)
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** Waits for the `count`-th e-mail to an address and returns it. */
export async function waitForMail(address: string, count = 1): Promise<OutboxMail> {
  await expect.poll(() => mailsTo(address).length, { message: `e-mail ${count} to ${address} in the outbox` }).toBeGreaterThanOrEqual(count);
  return mailsTo(address)[count - 1] as OutboxMail;
}

/** The first portal link of an e-mail, as a path with its query (locale prefix kept). */
export function linkIn(mail: OutboxMail): string {
  const match = /https?:\/\/[^\s/]+(\/[^\s]*(?:recovery-password|on-boarding)\?[^\s]+)/.exec(mail.text);
  if (!match) throw new Error(`no portal link in ${mail.file}`);
  return match[1] as string;
}

/** Waits for an e-mail to an address that `matches` (say, one naming a ticket's number) and returns it. */
export async function waitForMailWhere(address: string, matches: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  await expect.poll(() => mailsTo(address).some(matches), { message: `a matching e-mail to ${address} in the outbox` }).toBe(true);
  return mailsTo(address).find(matches) as OutboxMail;
}
