// What the app's handlers need, passed in once by createApp (no globals, so
// tests can hand over their own database and clock).
import type { BackendConfig } from '../config';
import type { Database } from '../db/client';
import type { User } from '../db/schema';

export type Clock = () => Date;

export interface AppDeps {
  db: Database;
  config: BackendConfig;
  clock: Clock;
}

/** Hono variables set by the middleware. */
export interface AuthedEnv {
  Variables: { user: User };
}
