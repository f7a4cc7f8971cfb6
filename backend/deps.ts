// What the app's handlers need, passed in once by createApp (no globals, so
// tests can hand over their own database and clock).
import type { KeyCaller } from './api-keys/key-auth';
import type { BackendConfig } from './config';
import type { Database } from './db/client';
import type { User } from './db/schema';
import type { JobQueue } from './jobs/queue';

export type Clock = () => Date;

export interface AppDeps {
  db: Database;
  config: BackendConfig;
  clock: Clock;
  /** Background work (backend/jobs/queue.ts): e-mails, the archiving, anything sent now and done later. */
  queue: JobQueue;
}

/** Hono variables set by the middleware. */
export interface AuthedEnv {
  /**
   * sessionId: the refresh token family the access token was issued for ('' for a key);
   * apiKey: the key a call was made with (its creator is `user`); right: what the guarded route asks (http/authorize.ts)
   */
  Variables: { user: User; sessionId: string; apiKey?: KeyCaller; right?: string };
}
