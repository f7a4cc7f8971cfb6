// The API in-process for the benchmarks: the same app the server runs, over
// the bench's own database, with a fixed secret and no seeding of its own.
import { createApp } from '../backend/app.ts';
import { createJobQueue } from '../backend/jobs/pg-boss-queue.ts';

/** `handle`: the bench's opened database (backend/db/client.ts). Its job queue is not started: no request the benches make sends a job. */
export function benchApp(handle, databaseUrl, files) {
  const db = handle.db;
  const config = {
    dataDir: '/nonexistent',
    databaseUrl,
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
    accessTokenTtlSeconds: 3600,
    refreshTokenTtlDays: 30,
    port: 0,
    trustProxy: 0,
    seedDemoData: 'never',
  };
  return createApp({ db, config, adapters: { files }, queue: createJobQueue(handle.jobs) });
}
