// Webhooks across two API instances (docs/integrations.md, "How it works"), run by scripts/scale-out.mjs once both
// APIs are up: a receiver here, an endpoint of Agenzia Milano pointing to it, contracts created through either
// instance (each creation is two events: contract.created and its first status change); once every delivery row says
// delivered, each webhook-id has arrived exactly once, every event written was received, and every signature verifies
// with the endpoint's secret (standardwebhooks). Throws on the first thing that does not hold.
import fs from 'node:fs';
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';

const CONTRACTS_PER_INSTANCE = 3;
const WAIT_MS = 60_000;
const PASSWORD = /DEMO_PASSWORD = '([^']+)'/.exec(fs.readFileSync('backend/demo/password.ts', 'utf8'))[1];

/** A one-line contract of a notebook, as tests/support/backend/contracts-app.ts (contractBody) makes it. */
const contractBody = (modelId) => ({
  providerCode: 'GRENKE',
  contractType: 'purchase',
  lines: [{ modelId, quantity: 2, durationMonths: 36, accessories: [], services: [{ tier: 'GOLD', quantity: 2 }] }],
  shipping: { mode: 'registeredOffice', destinations: [] },
  company: {
    name: 'Verdi Consulting Srl',
    vatNumber: '12345678903',
    fiscalCode: '12345678903',
    pec: 'verdiconsulting@pec.it',
    iban: 'IT60 X054 2811 1010 0000 0123 456',
    address: 'Via Manzoni 5',
    postalCode: '20121',
    municipality: 'Milano',
    province: 'mi',
    phone: '02 7654321',
    email: 'info@verdiconsulting.it',
    employees: 40,
    incorporationDate: '2008-04-02',
    companySolidity: 85,
  },
  signers: [
    {
      name: 'Anna',
      surname: 'Verdi',
      role: 'Legale rappresentante',
      fiscalCode: 'vrdnna80a41f205k',
      birthDate: '1980-01-01',
      country: 'Italia',
      province: 'MI',
      town: 'Milano',
      documentType: "Carta d'identità",
      documentNumber: 'CA12345AB',
    },
  ],
  notes: 'Scale-out webhooks',
});

async function startReceiver() {
  const received = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, url: `http://127.0.0.1:${server.address().port}/erp`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Polls `read` until `done` holds of what it read; throws with `what` after WAIT_MS. */
async function until(read, done, what) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`webhooks: ${what} within ${WAIT_MS / 1000} s (last read: ${JSON.stringify(value)})`);
    await delay(200);
  }
}

export async function checkWebhooksAcrossInstances({ apiPorts, databaseUrl, log }) {
  const receiver = await startReceiver();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const call = async (instance, method, route, token, body) => {
      const response = await fetch(`http://127.0.0.1:${apiPorts[instance]}${route}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`webhooks: ${method} ${route} on api-${instance + 1} answered ${response.status}: ${await response.text()}`);
      return response.json();
    };
    const login = async (instance, username) => (await call(instance, 'POST', '/api/Account/Login', null, { username, password: PASSWORD })).accessToken;

    const agencyId = (await db.query("select id from agencies where name = 'Agenzia Milano'")).rows[0].id;
    const modelId = (await db.query("select id from product_models where category = 'notebook' order by id limit 1")).rows[0].id;
    const endpoint = await call(0, 'POST', `/api/Agency/${agencyId}/Webhooks`, await login(0, 'agencyadmin'), {
      url: receiver.url,
      description: 'Scale-out receiver',
      events: ['contract.created', 'contract.status_changed'],
    });
    const tokens = [await login(0, 'agent'), await login(1, 'agent')];
    // Alternating instances, each creation sent while the other instance's deliveries may still be under way.
    await Promise.all(
      Array.from({ length: CONTRACTS_PER_INSTANCE * 2 }, (_, n) =>
        call(n % 2, 'POST', `/api/Agency/${agencyId}/Contracts`, tokens[n % 2], contractBody(modelId)),
      ),
    );

    const count = (sql) => db.query(sql, [endpoint.id]).then((result) => Number(result.rows[0].n));
    const total = await count('select count(*) as n from webhook_deliveries where endpoint_id = $1');
    if (total < CONTRACTS_PER_INSTANCE * 2 * 2) throw new Error(`webhooks: ${total} deliveries written for ${CONTRACTS_PER_INSTANCE * 2} contracts`);
    await until(
      () => count("select count(*) as n from webhook_deliveries where endpoint_id = $1 and state = 'delivered'"),
      (delivered) => delivered === total,
      `all ${total} deliveries delivered`,
    );

    // Delivered rows are never taken again: what has arrived now is all that will arrive.
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    const unique = new Set(ids);
    if (ids.length !== total || unique.size !== total)
      throw new Error(`webhooks: ${ids.length} requests, ${unique.size} distinct webhook-ids, ${total} deliveries`);
    const written = (
      await db.query('select e.message_id from webhook_events e join webhook_deliveries d on d.event_id = e.id where d.endpoint_id = $1', [endpoint.id])
    ).rows.map((row) => row.message_id);
    if (written.some((id) => !unique.has(id))) throw new Error('webhooks: an event written was never received');
    const verifier = new Webhook(endpoint.secret);
    for (const request of receiver.received) verifier.verify(request.body, request.headers);
    const attempts = await count('select count(*) as n from webhook_attempts where endpoint_id = $1');
    if (attempts !== total) throw new Error(`webhooks: ${attempts} attempts logged for ${total} deliveries`);
    log(`webhooks: ${total} events from both instances, each webhook-id received once, signatures valid`);
  } finally {
    await db.end();
    await receiver.close();
  }
}
