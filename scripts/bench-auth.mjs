// Auth section of `npm run bench`: what the live-session check costs every
// authenticated call (docs/security.md). The user read alone against the
// same read with the session check (the query require-user runs), over a
// signed-in user with many rotated refresh tokens, then GET
// /api/Account/User in-process end to end. On PGlite, or on PostgreSQL when
// BENCH_DATABASE_URL is set. Runs under tsx: node --import tsx scripts/bench-auth.mjs
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { benchApp } from './bench-app.mjs';
import { memoryFileStorage } from '../backend/adapters/files/storage.ts';
import { openDatabase } from '../backend/db/client.ts';
import { refreshTokens, users } from '../backend/db/schema.ts';
import { DEMO_PASSWORD, seedDemoData } from '../backend/demo/seed.ts';

const ITERATIONS = Number(process.env.BENCH_AUTH_ITERATIONS ?? 2000);
const url = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: null });

async function timed(run) {
  for (let i = 0; i < 100; i += 1) await run(); // warm-up
  const times = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
}

try {
  await handle.migrate();
  const files = memoryFileStorage();
  await seedDemoData(handle.db, { files });
  const app = benchApp(handle, url, files);
  const post = (path, body) => app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  // A session a month old: 720 hourly rotations in its family, plus 50 other sessions of the same user.
  let pair = await (await post('/api/Account/Login', { username: 'agent', password: DEMO_PASSWORD })).json();
  for (let i = 0; i < 720; i += 1) pair = await (await post('/v1/auth/refreshToken', { refreshToken: pair.refreshToken })).json();
  for (let i = 0; i < 50; i += 1) await post('/api/Account/Login', { username: 'agent', password: DEMO_PASSWORD });
  const claims = JSON.parse(Buffer.from(pair.accessToken.split('.')[1], 'base64url').toString());
  const userId = Number(claims.sub);
  const now = new Date();

  const userOnly = await timed(() => handle.db.select().from(users).where(eq(users.id, userId)));
  const live = handle.db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, claims.sid), eq(refreshTokens.userId, users.id), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)));
  const withSession = await timed(() =>
    handle.db
      .select({ user: users, live: sql`exists(${live})` })
      .from(users)
      .where(eq(users.id, userId)),
  );
  const endToEnd = await timed(async () => {
    const response = await app.request('/api/Account/User', { headers: { authorization: `Bearer ${pair.accessToken}` } });
    if (response.status !== 200) throw new Error(`GET /api/Account/User answered ${response.status}`);
    await response.arrayBuffer();
  });

  const ms = (value) => value.toFixed(3).padStart(8);
  console.log(`\nLive-session check on ${handle.kind}, ${ITERATIONS} sequential calls each (a 720-rotation family, 51 sessions of the user)`);
  console.log('what                                   p50 ms   p95 ms');
  console.log(`user read alone                      ${ms(userOnly(0.5))} ${ms(userOnly(0.95))}`);
  console.log(`user read + live-session check       ${ms(withSession(0.5))} ${ms(withSession(0.95))}`);
  console.log(`  added by the check                 ${ms(withSession(0.5) - userOnly(0.5))}`);
  console.log(`GET /api/Account/User in-process     ${ms(endToEnd(0.5))} ${ms(endToEnd(0.95))}`);
} finally {
  await handle.close();
}
