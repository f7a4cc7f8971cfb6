import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The embedded default needs no set-up: a secret that is not configured is
// generated once into DATA_DIR (mode 600) and reused by every later start.
// Shared by the portal (session secret) and the API (JWT secret); server code only.
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' makes creation atomic: two processes starting together both read the file that won.
    fs.writeFileSync(file, randomBytes(48).toString('base64url') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate.`);
  return secret;
}
