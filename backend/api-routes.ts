// The API's operations as one type, read from the route definitions
// themselves (each area's createRoute objects): "GET /api/Agency/{agencyId}/Contracts"
// → its path parameters, query, JSON body and the answer its 200 (else 201,
// else 204) declares, as the zod schema of core/schemas gives it. The portal
// types its calls by it (lib/upstream.ts, `api`), so a path, a method or an
// answer that drifts from the API fails to compile there.
//
// The areas' routes are registered imperatively (`guarded`), so the app
// itself carries no route types for Hono's `hc` (docs/architecture.md,
// "Fetch client"). An area whose routes are missing here cannot be called
// through `api` at all, which fails closed; tests/unit/api-client-types.test.ts
// checks that every path is a literal (a `string` path would let any path
// through), and tests/unit/api-routes-coverage.test.ts that the modules below
// hold every JSON operation of the OpenAPI document. The portal imports this
// module's types only (lib/api-types.ts); the list is a value for that test.
import type { z } from '@hono/zod-openapi';
import * as account from './own-account/routes';
import * as agencies from './agencies/routes';
import * as apiKeys from './api-keys/routes';
import * as cart from './cart/routes';
import * as catalogueAdminExtras from './catalogue-admin/extras-routes';
import * as catalogueAdmin from './catalogue-admin/routes';
import * as catalogue from './catalogue/routes';
import * as contractDocuments from './contract-documents/routes';
import * as contracts from './contracts/routes';
import * as customers from './customers/routes';
import * as endOfTerm from './end-of-term/routes';
import * as imports from './imports/routes';
import * as jobs from './jobs/routes';
import * as orders from './orders/routes';
import * as pricing from './pricing/routes';
import * as privacy from './privacy/routes';
import * as stats from './stats/routes';
import * as systemParameters from './system-parameters';
import * as rates from './system-parameters/rates-routes';
import * as tickets from './tickets/routes';
import * as userAdmin from './user-management/routes';
import * as users from './customer-accounts/routes';
import * as webhooks from './webhooks/routes';

/** The modules whose route objects and route factories (`…Route`) type the portal's calls. */
export const ROUTE_MODULES = [
  account,
  agencies,
  apiKeys,
  cart,
  catalogueAdminExtras,
  catalogueAdmin,
  catalogue,
  contracts,
  contractDocuments,
  customers,
  endOfTerm,
  imports,
  jobs,
  orders,
  pricing,
  privacy,
  stats,
  systemParameters,
  rates,
  tickets,
  userAdmin,
  users,
  webhooks,
] as const;

type Modules = (typeof ROUTE_MODULES)[number];

interface RouteShape {
  method: string;
  path: string;
  request?: { params?: unknown; query?: unknown; body?: unknown };
  responses: object;
}

/** What a module exports as routes: its route objects and what its route factories return (anything else drops out). */
type RoutesOf<M> = M extends unknown ? Extract<{ [K in keyof M]: M[K] extends (...args: never[]) => infer R ? R : M[K] }[keyof M], RouteShape> : never;

/** Every route the areas declare. */
export type ApiRoute = RoutesOf<Modules>;

type JsonSchemaOf<C> = C extends { content: { 'application/json': { schema: infer S extends z.ZodType } } } ? S : never;

/** The answer a call resolves with: the 200's JSON, else the 201's, else nothing (204); never for a non-JSON answer (a file). */
type AnswerOf<Rs> = 200 extends keyof Rs
  ? z.output<JsonSchemaOf<Rs[200]>>
  : 201 extends keyof Rs
    ? z.output<JsonSchemaOf<Rs[201]>>
    : 204 extends keyof Rs
      ? undefined
      : never;

type RequestPart<R, K extends string> = R extends { request?: infer Q } ? (Q extends Record<K, infer S> ? S : never) : never;

/** `/api/Agency/{agencyId}/Contracts/{contractId}` → 'agencyId' | 'contractId'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | PathParamNames<Rest> : never;

/** One operation as the portal calls it. */
export interface ApiOperation<Params extends string = string, Query = unknown, Body = unknown, BodyRequired extends boolean = boolean, Answer = unknown> {
  /** the path template's parameters */
  params: Params;
  /** the query the operation declares, as it takes it in (never: none) */
  query: Query;
  /** the JSON body it takes in (never: none, or not JSON) */
  body: Body;
  bodyRequired: BodyRequired;
  /** what it answers with success */
  answer: Answer;
}

type OperationOf<R extends RouteShape> = ApiOperation<
  PathParamNames<R['path']>,
  [RequestPart<R, 'query'>] extends [never] ? never : z.input<RequestPart<R, 'query'> & z.ZodType>,
  [JsonSchemaOf<RequestPart<R, 'body'>>] extends [never] ? never : z.input<JsonSchemaOf<RequestPart<R, 'body'>>>,
  RequestPart<R, 'body'> extends { required: true } ? true : false,
  AnswerOf<R['responses']>
>;

/**
 * The API's JSON operations by "METHOD path template". A route answering a
 * file (XLSX, PDF) is absent: the portal streams those through callApi.
 */
export type ApiRoutes = {
  [R in ApiRoute as [AnswerOf<R['responses']>] extends [never] ? never : `${Uppercase<R['method']>} ${R['path']}`]: OperationOf<R>;
};
