// Runs a backend script in a separate Node process through tsx, as
// `npm run db:migrate` would, with its own environment.
import { type ChildProcess, spawn } from 'node:child_process';

export interface ChildResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function backendEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // Empty means unset to the backend: the child must use PGlite in its own DATA_DIR.
  return { ...process.env, DATABASE_URL: '', JWT_SECRET: '', ...extra };
}

export function startScript(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
}

export function runScript(script: string, env: NodeJS.ProcessEnv): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = startScript(script, env);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Resolves once the child's output contains `text`; rejects if it exits first. */
export function waitForOutput(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`child exited (${code}) before printing "${text}": ${seen}`)));
  });
}
