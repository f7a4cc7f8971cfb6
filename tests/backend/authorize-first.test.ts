// Property: who may call is decided before the body is read. For every
// operation of the OpenAPI document that takes a body behind the bearer
// token, a caller refused with
// 401 or 403 for a valid body, or with 404 for an agency they are no member
// of, gets the same answer for a broken body (fields missing, of the wrong
// type, not JSON at all): a caller without the right learns nothing of the
// fields. Callers: anonymous, a forged token, a customer, an agent, a junior
// agent, and an administrator whose back-office role is Viewer.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { agencies, userAgencyRoles, users } from '@/backend/db/schema';
import { contractBody } from '../support/backend/contracts-app';
import { type OpenApiDocument, operationsOf } from '../support/backend/api-walk';
import { schemaArbitrary } from '../support/backend/schema-arbitrary';
import { setupTestApp } from '../support/backend/test-app';

/** The validation hook's refusals, counted: a body it lets through is valid for the comparison. */
const validation = vi.hoisted(() => ({ refusals: 0 }));
vi.mock('@/backend/http/validation-hook', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/backend/http/validation-hook')>();
  return {
    ...actual,
    validationHook: (...args: Parameters<typeof actual.validationHook>) => {
      const answer = actual.validationHook(...args);
      if (answer) validation.refusals += 1;
      return answer;
    },
  };
});

const t = await setupTestApp();
const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
// Those behind the bearer token (a sign-in's or a token refresh's 401 is about the body itself), but the sign-out, which would end the callers' sessions.
const operations = operationsOf(doc).filter(
  (operation) => operation.body && doc.paths[operation.path]![operation.method.toLowerCase()]!.security && operation.path !== '/api/Account/Logout',
);

const agencyId = async (name: string) => (await t.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, name)))[0]!.id;
const milano = await agencyId('Agenzia Milano');
const roma = await agencyId('Agenzia Roma');
const platform = await agencyId('SmartCom');

// An administrator of the platform whose back-office role only reads.
const viewer = await t.createUser('walkviewer');
await t.db.update(users).set({ backOfficeRole: 'Viewer' }).where(eq(users.id, viewer.id));
await t.db.insert(userAgencyRoles).values({ userId: viewer.id, agencyId: platform, role: 'administrator' });

interface Caller {
  name: string;
  token?: string;
  /** the agency they belong to, and one they do not (none: the platform's administrators reach every agency) */
  own: number;
  foreign?: number;
}
const callers: Caller[] = [
  { name: 'anonymous', own: milano },
  { name: 'forged', token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged', own: milano },
  { name: 'customer', token: (await t.signIn('customer')).accessToken, own: milano, foreign: roma },
  { name: 'agent', token: (await t.signIn('agent')).accessToken, own: milano, foreign: roma },
  { name: 'junior', token: (await t.signIn('junior')).accessToken, own: milano, foreign: roma },
  { name: 'viewer', token: (await t.signIn('walkviewer')).accessToken, own: platform },
];

/** One real record per path parameter, in Agenzia Milano where it has an agency. */
async function realIds(): Promise<Record<string, string>> {
  const first = async (query: ReturnType<typeof sql>) => String(((await t.db.execute(query)) as unknown as { rows: { v: unknown }[] }).rows[0]?.v ?? 1);
  const contractId = await first(sql`select id as v from contracts where agency_id = ${milano} order by id limit 1`);
  return {
    contractId,
    modelId: await first(sql`select id as v from product_models order by id limit 1`),
    familyId: await first(sql`select id as v from families order by id limit 1`),
    accessoryId: await first(sql`select id as v from accessories order by id limit 1`),
    serviceId: await first(sql`select id as v from guarantee_services order by id limit 1`),
    userId: await first(sql`select id as v from users where username = 'agent'`),
    ticketId: await first(sql`select id as v from tickets order by id limit 1`),
    jobId: '1',
    category: 'camera',
  };
}
const ids = await realIds();

const models = ((await t.db.execute(sql`select id from product_models order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows;
const EXAMPLES: Record<string, unknown> = { ContractBody: contractBody(models[0]!.id) };

/** Bodies the document calls valid: a known one, then some generated from the schema (always the same ones). */
function validBodies(schema: NonNullable<ReturnType<typeof operationsOf>[number]['body']>['schema']): unknown[] {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  const known = name && name in EXAMPLES ? [EXAMPLES[name]] : [];
  return [...known, ...fc.sample(schemaArbitrary(schema, { components: doc.components.schemas, hints: {}, noisy: false }), { numRuns: 12, seed: 28 })];
}

/** The same body broken: no fields, every field of a wrong type, not JSON. */
function brokenBodies(valid: unknown): string[] {
  const wrongTypes =
    valid !== null && typeof valid === 'object' && !Array.isArray(valid)
      ? Object.fromEntries(Object.keys(valid).map((key) => [key, [[true]]]))
      : { wrong: [[true]] };
  return ['{}', JSON.stringify(wrongTypes), '[[true]]', '{"unterminated'];
}

/**
 * Refusals that the body itself decides, so they come after it is read: the
 * right is the caller's for one body and not for another.
 */
const BODY_DECIDES: Record<string, string> = {
  'POST /api/Agency/{agencyId}/Contracts as customer': 'a customer acts for their own company only: a body naming another is refused',
  'POST /api/Ticket/{ticketId}/Status as customer': "a status change is the customer's, an internal note the back office's",
  'PUT /api/User/{userId} as viewer': 'the writes the body asks for decide (a Viewer makes none; a body that changes nothing is no write)',
};

afterAll(() => t.close());

describe('authorization before validation', () => {
  it('covers the operations that take a body', () => {
    expect(operations.length).toBeGreaterThan(35);
  });

  it("an agent's POST /api/User is refused with 403, whatever the body", async () => {
    for (const body of ['{}', '{"username": 1}', '{"username":"new.one","email":"new@example.com","memberships":[]}']) {
      const answer = await t.request('/api/User', { method: 'POST', body, token: callers[3]!.token, headers: { 'x-agency-id': String(milano) } });
      expect(answer.status, body).toBe(403);
    }
  });

  it('a caller refused with a valid body is refused alike with a broken one', { timeout: 300_000 }, async () => {
    let compared = 0;
    const mismatches: string[] = [];
    for (const operation of operations) {
      const { body } = operation;
      const type = body!.types[0]!;
      const json = type.includes('json');
      const candidates = json ? validBodies(body!.schema).map((value) => JSON.stringify(value)) : ['not a file of this type'];
      for (const caller of callers) {
        for (const agency of [caller.own, caller.foreign].filter((a) => a !== undefined)) {
          const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'agencyId' ? String(agency) : (ids[name] ?? '1')));
          const send = async (text: string) => {
            const headers: Record<string, string> = { 'content-type': type, 'x-agency-id': String(agency) };
            if (caller.token) headers.authorization = `Bearer ${caller.token}`;
            const before = validation.refusals;
            const answer = await t.app.request(path, { method: operation.method, headers, body: text });
            return { status: answer.status, text: await answer.text(), validated: validation.refusals === before };
          };
          // the answer to the first body the validation lets through (every one, when the caller is refused before it)
          let first: Awaited<ReturnType<typeof send>> | undefined;
          let valid = '';
          for (const candidate of candidates) {
            first = await send(candidate);
            valid = candidate;
            if (first.validated) break;
          }
          if (!first?.validated || `${operation.method} ${operation.path} as ${caller.name}` in BODY_DECIDES) continue;
          const broken = json ? brokenBodies(JSON.parse(valid)) : ['x'];
          const refused = first.status === 401 || first.status === 403 || (first.status === 404 && agency === caller.foreign);
          if (!refused) continue;
          compared += 1;
          for (const text of broken) {
            const second = await send(text);
            if (second.status !== first.status)
              mismatches.push(
                `${operation.method} ${path} as ${caller.name}: ${first.status} with a valid body (${valid.slice(0, 200)}: ${first.text.slice(0, 120)}), ${second.status} with ${text}: ${second.text.slice(0, 160)}`,
              );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(150);
  });
});
