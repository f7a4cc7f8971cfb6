// Pricing section of `npm run bench`: POST …/Contracts/prices with a 50-line
// cart through the API in-process (app.request: routing, auth, scope, cart
// rules, SQL), on an embedded PGlite, or on PostgreSQL when
// BENCH_DATABASE_URL is set. Target: p50 ≤ 5 ms. Runs under tsx (it imports
// the TypeScript backend): node --import tsx scripts/bench-pricing.mjs
import { eq } from 'drizzle-orm';
import { benchApp } from './bench-app.mjs';
import { memoryFileStorage } from '../backend/adapters/files/storage.ts';
import { openDatabase } from '../backend/db/client.ts';
import { agencies, modelAccessories, productModels } from '../backend/db/schema.ts';
import { DEMO_PASSWORD, seedDemoData } from '../backend/demo/seed.ts';

const ITERATIONS = Number(process.env.BENCH_PRICING_ITERATIONS ?? 500);
const LINES = 50;
const url = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: null });

try {
  await handle.migrate();
  const files = memoryFileStorage();
  await seedDemoData(handle.db, { files });
  const app = benchApp(handle, url, files);

  const login = await app.request('/api/Account/Login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'agent', password: DEMO_PASSWORD }),
  });
  const { accessToken } = await login.json();
  const [milano] = await handle.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, 'Agenzia Milano'));
  const models = await handle.db.select({ id: productModels.id }).from(productModels).orderBy(productModels.id);
  const links = await handle.db.select().from(modelAccessories);

  // 50 lines over the catalogue (models repeat), each with an accessory and one service per unit.
  const lines = Array.from({ length: LINES }, (_, i) => {
    const model = models[i % models.length];
    const accessory = links.find((l) => l.modelId === model.id);
    return {
      modelId: model.id,
      quantity: 1 + (i % 3),
      durationMonths: 36,
      accessories: accessory ? [{ accessoryId: accessory.accessoryId, quantity: 1 }] : [],
      services: [{ tier: ['SILVER', 'GOLD', 'PLATINUM'][i % 3], quantity: 1 + (i % 3) }],
    };
  });
  const body = JSON.stringify({ providerCode: 'GRENKE', contractType: 'purchase', lines, shipping: { mode: 'registeredOffice' } });
  const price = () =>
    app.request(`/api/Agency/${milano.id}/Contracts/prices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body,
    });

  const first = await price();
  if (first.status !== 200) throw new Error(`pricing answered ${first.status}: ${await first.text()}`);
  const { financedAmount, monthlyPayment } = await first.json();
  for (let i = 0; i < 50; i += 1) await (await price()).arrayBuffer(); // warm-up

  const times = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = process.hrtime.bigint();
    const response = await price();
    await response.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(
    `\nPOST /api/Agency/{id}/Contracts/prices, ${LINES}-line cart (${financedAmount} EUR → ${monthlyPayment} EUR/month), in-process on ${handle.kind}, ${ITERATIONS} sequential calls`,
  );
  console.log(`p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms   (target p50 ≤ 5 ms)`);
} finally {
  await handle.close();
}
