// Property: every operation of the OpenAPI document, called by any caller with
// generated inputs (valid and broken path ids, query and body from its schemas,
// odd content types, oversized bodies), answers a status the document declares
// for it, never a 5xx, errors in the { errors: [{ code, message }] } shape and
// 2xx JSON bodies that meet the schema declared for their status; and a request
// the document calls valid is never refused by the schema validation.
// Every path asked with a method it lacks answers 405 with the document's Allow.
//
// API_WALK_RUNS sets the cases per operation: the default keeps `npm test`
// near a minute now that the calls reach the handlers (300: a signed-in walk
// costs more per case than the 400 that mostly met 401 once the sign-out had
// ended its sessions); `npm run test:api-walk` runs it long.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@/backend/demo/seed';
import { MODEL_CATEGORIES } from '@/core/domain/catalogue';
import { STATS_CATEGORIES, STATS_METRIC_IDS, metricsOf } from '@/core/domain/stats';
import { contractBody } from '../support/backend/contracts-app';
import {
  type Caller,
  type OpenApiDocument,
  type WalkRequest,
  contractBreach,
  documentCallsValid,
  documentedAllow,
  operationsOf,
  requestArbitrary,
} from '../support/backend/api-walk';
import type { SchemaContext } from '../support/backend/schema-arbitrary';
import { setupTestApp } from '../support/backend/test-app';

/**
 * How the walk tells the schema validation's 400 from a handler's: it counts
 * the answers of the app's one validation hook (backend/http/validation-hook).
 * Its refusals for a request the document calls valid mean the document and
 * the validator disagree. A handler's own 400 for a well-formed request (a
 * price rule, a date after the delivery note, two scores out of order, an
 * unknown business type) is a business rule the schema cannot state, and so is
 * a field rule with its own code (invalid_iban: a check digit), which the
 * hook words but the document only describes.
 */
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
const SHAPE_CODES = new Set(['validation_failed', 'required']);

const RUNS = Number(process.env.API_WALK_RUNS ?? 300);
const SEED = process.env.API_WALK_SEED === undefined ? undefined : Number(process.env.API_WALK_SEED);

const t = await setupTestApp();
const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
const operations = operationsOf(doc);

type Tokens = Partial<Record<Caller, string>>;
const FORGED = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged';
async function signedIn(): Promise<Tokens> {
  const signed: Tokens = { forged: FORGED };
  for (const caller of ['superadmin', 'agent', 'customer'] as const) signed[caller] = (await t.signIn(caller)).accessToken;
  return signed;
}
const tokens = await signedIn();
/** The sign-out ends the session it is called with: it walks with sessions of its own, so the others' stay live. */
const SIGN_OUT = '/api/Account/Logout';

/** Real ids by the names fields and path parameters give them, so generated calls reach records. */
async function seededIds(): Promise<SchemaContext['hints']> {
  const column = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: { v: unknown }[] }).rows.map((row) => row.v);
  const contracts = await column(sql`select id as v from contracts order by id limit 30`);
  const units = await column(sql`select id as v from contract_products order by id limit 30`);
  const models = await column(sql`select id as v from product_models order by id limit 20`);
  return {
    agencyId: await column(sql`select id as v from agencies order by id`),
    contractId: contracts,
    customerId: await column(sql`select id as v from companies order by id limit 20`),
    productModelId: models,
    modelId: models,
    accessoryId: await column(sql`select id as v from accessories order by id limit 20`),
    unitIds: units,
    unitId: units,
    businessTypeId: await column(sql`select id as v from business_types order by id limit 10`),
    durationMonths: await column(sql`select months as v from financing_durations`),
    providerCode: await column(sql`select code as v from credit_providers`),
    quantity: [1, 1, 2, 3],
    name: ['family-smartphone.svg', 'missing.png', '..%2Fsecret'],
    familyId: await column(sql`select id as v from families order by id`),
    // Users other than the walk's callers: a generated edit may deactivate its user, which ends their sessions.
    userId: await column(sql`select id as v from users where username not in ('superadmin', 'agent', 'customer') order by id`),
    // the statistics' categories and metrics, and the model categories of the warranty questionnaires
    category: [...STATS_CATEGORIES, ...MODEL_CATEGORIES],
    metric: STATS_METRIC_IDS,
  };
}
const hints = await seededIds();
/** The walk's callers stay signed in to the end: no generated path names their user ids. */
const avoid = { userId: await Promise.all((['superadmin', 'agent', 'customer'] as const).map((username) => t.userId(username))) };

/** Bodies known to pass validation, so broken copies of them reach the handlers' own rules. */
function knownGoodBodies(): SchemaContext['examples'] {
  const contracts = hints.modelId!.slice(0, 3).map((modelId) => contractBody(modelId as number));
  const carts = contracts.map(({ providerCode, contractType, lines, shipping }) => ({ providerCode, contractType, lines, shipping }));
  return {
    ContractBody: contracts,
    Cart: carts,
    LoginBody: [{ username: 'agent', password: DEMO_PASSWORD }],
    OpenQuoteBody: [{ quote: { lines: [], notes: 'walk' }, revision: 0 }],
    ContractStatusChange: [{ status: 'created' }, { status: 'draft', note: 'walk' }],
  };
}
const examples = knownGoodBodies();
const statsPaths = STATS_CATEGORIES.flatMap((category) => metricsOf(category).map((metric) => ({ category, metric })));
const pathExamples = { '/api/Statistics/{category}/{metric}': statsPaths, '/api/Statistics/{category}/{metric}/XLS': statsPaths };

/** Statuses seen per operation, printed with API_WALK_STATS=1 to judge how deep the walk reaches. */
const seen = new Map<string, Map<number, number>>();

async function call(request: WalkRequest, sessions: Tokens) {
  const token = sessions[request.caller];
  const headers = { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const refusalsBefore = validation.refusals;
  const response = await t.app.request(request.url, { method: request.method, headers, body: request.body });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
    refusedByValidation: validation.refusals > refusalsBefore,
  };
}

/** A refusal by the schema validation with a shape code (not a field rule's own code, e.g. invalid_iban). */
function shapeRefusal(answer: Awaited<ReturnType<typeof call>>): boolean {
  if (answer.status !== 400 || !answer.refusedByValidation) return false;
  const { errors } = JSON.parse(answer.text) as { errors: { code: string }[] };
  return errors.some((error) => SHAPE_CODES.has(error.code));
}

const bodyOf = (request: WalkRequest) =>
  typeof request.body === 'string' ? `\n  ${request.headers['content-type'] ?? '(no type)'} ${request.body.slice(0, 600)}` : '';

afterAll(async () => {
  if (process.env.API_WALK_STATS) {
    for (const [operation, statuses] of seen)
      console.info(
        `${operation.padEnd(80)} ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}`,
      );
  }
  await t.close();
});

describe(`OpenAPI walk (${RUNS} cases per operation)`, () => {
  // A 500 is logged by the error handler: none may be, also when its status was declared.
  const errors = vi.spyOn(console, 'error');
  beforeEach(() => {
    errors.mockClear();
  });

  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, { timeout: Math.max(60_000, RUNS * 2_000) }, async () => {
      const sessions = operation.path === SIGN_OUT ? await signedIn() : tokens;
      await fc.assert(
        fc.asyncProperty(
          fc.boolean().chain((noisy) => requestArbitrary(operation, { components: doc.components.schemas, hints, avoid, examples, pathExamples, noisy })),
          async (request) => checked(request),
        ),
        { numRuns: RUNS, seed: SEED },
      );
      expect(errors).not.toHaveBeenCalled();

      async function checked(request: WalkRequest) {
        const answer = await call(request, sessions);
        const statuses = seen.get(`${operation.method} ${operation.path}`) ?? new Map<number, number>();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        seen.set(`${operation.method} ${operation.path}`, statuses);
        const breach =
          contractBreach(operation, answer, doc.components.schemas) ??
          (shapeRefusal(answer) && documentCallsValid(operation, request, doc.components.schemas)
            ? `refused by the schema validation, yet valid by the document: ${answer.text.slice(0, 300)}`
            : null);
        if (breach) throw new Error(`${request.method} ${request.url} as ${request.caller}: ${breach}${bodyOf(request)}`);
      }
    });
  }

  it('kept its callers signed in to the end, and the superadministrator reaching every agency, so the operations were walked past authorization', async () => {
    for (const caller of ['superadmin', 'agent', 'customer'] as const)
      expect((await t.request('/api/Account/User', { token: tokens[caller] })).status, caller).toBe(200);
    for (const agencyId of hints.agencyId!)
      expect((await t.request('/api/Agency', { token: tokens.superadmin, headers: { 'x-agency-id': String(agencyId) } })).status, `agency ${agencyId}`).toBe(
        200,
      );
  });

  it('answers 405 with the Allow the document implies for every path asked with a method it lacks, 204 to OPTIONS, 404 where nothing is', async () => {
    const paths = overlappingPaths(Object.keys(doc.paths));
    expect(paths).toContain('/api/Agency/BusinessTypes');
    expect(paths).toContain('/api/Ticket/EstendoQuestionnaires/Status');
    for (const path of paths) {
      const allow = documentedAllow(doc, path);
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
        if (allow.split(', ').includes(method) && method !== 'OPTIONS') continue;
        const response = await t.app.request(path, { method, headers: { authorization: `Bearer ${tokens.superadmin}` } });
        if (allow === '') {
          expect(response.status, `${method} ${path}`).toBe(404);
          continue;
        }
        expect(response.status, `${method} ${path}`).toBe(method === 'OPTIONS' ? 204 : 405);
        expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
      }
    }
  });
});

/**
 * Every path of the document with its parameters as an id (2), and every path
 * where one template's fixed segment stands in another's parameter
 * (/api/Agency/BusinessTypes for /api/Agency/{agencyId},
 * /api/Ticket/EstendoQuestionnaires/Status for /api/Ticket/{ticketId}/Status):
 * the fixed path must win for routing and Allow alike.
 */
function overlappingPaths(templates: string[]): string[] {
  const paths = new Set<string>();
  const isParameter = (segment: string) => /^\{\w+\}$/.test(segment);
  for (const template of templates) {
    const segments = template.split('/');
    paths.add(segments.map((segment) => (isParameter(segment) ? '2' : segment)).join('/'));
    for (const other of templates) {
      const otherSegments = other.split('/');
      if (otherSegments.length !== segments.length) continue;
      const mixed = segments.map((segment, index) => {
        if (!isParameter(segment)) return segment;
        return isParameter(otherSegments[index]!) ? '2' : otherSegments[index]!;
      });
      paths.add(mixed.join('/'));
    }
  }
  return [...paths];
}
