// The tests' typed calls to the API, the twin of the portal's `api`
// (lib/upstream.ts) and `portalApi` (lib/client/portal-api.ts): the same path
// templates and types (lib/api-types.ts, read from backend/api-routes.ts), so
// a path, a parameter, a body field or an answer field that drifts from the
// API fails to compile in the tests too (docs/architecture.md, "Fetch client").
// Unlike the portal's calls, a refusal is no exception: the result keeps the
// status and headers, and the error body as core/schemas declares it, for the
// tests that check a 4xx.
import type { z } from 'zod';
import { apiUrl, type QueryValue } from '@/core/http/api-url';
import type { TokenPairSchema } from '@/core/schemas/account';
import { ErrorBodySchema } from '@/core/schemas/errors';
import type { ApiAnswer, ApiCallArgs, ApiMethod, ApiPath } from '@/lib/api-types';

/** The body of every error answer, as the API declares it. */
export type ErrorBody = z.output<typeof ErrorBodySchema>;
/** What signing in (and refreshing) answers. */
export type TokenPairBody = z.output<typeof TokenPairSchema>;

/** An answer of the API: its status and headers, and its JSON read once. */
export class ApiResult<A> {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly parsed: unknown,
    private readonly call: string,
  ) {}

  /** The route's answer, typed by its schema; reading it after anything but a 2xx fails the test with what came instead. */
  get body(): A {
    if (this.status < 200 || this.status > 299) throw new Error(String(this));
    return this.parsed as A;
  }

  /** `POST /api/… answered 400: {…}`, for an assertion's message. */
  toString(): string {
    return `${this.call} answered ${this.status}: ${JSON.stringify(this.parsed)}`;
  }

  /** The error body of a 4xx or 5xx, checked against the API's error schema (and kept whole, for a test comparing all of it). */
  get error(): ErrorBody {
    if (this.status < 400) throw new Error(`${this.call} answered ${this.status}, not an error`);
    return checkedError(this.parsed);
  }
}

/** An error body read from a raw Response (a probe's), checked against the API's error schema rather than cast. */
export async function readError(response: Response): Promise<ErrorBody> {
  return checkedError(await response.json());
}

function checkedError(parsed: unknown): ErrorBody {
  ErrorBodySchema.parse(parsed);
  return parsed as ErrorBody;
}

/** A call's own options besides the route's params, query and json. */
export interface TestCallInit {
  /** a bearer token */
  token?: string;
  /** a demo user, signed in once per file (instead of `token`) */
  as?: string;
  /** sent as X-Agency-Id, the agency the call acts in */
  agencyId?: number;
  headers?: Record<string, string>;
  /** a raw body (an upload), its type in `headers` */
  body?: BodyInit;
}

type CallOptions = TestCallInit & {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue> | URLSearchParams;
  json?: unknown;
};

type Send = (path: string, init: RequestInit) => Response | Promise<Response>;

async function read(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The API's JSON operations, typed by its routes:
 * `t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId, contractId }, as: 'agent' })`.
 */
export function typedApi(send: Send, tokenOf: (username: string) => Promise<string>) {
  const caller =
    <M extends ApiMethod>(method: M) =>
    async <P extends ApiPath<M>>(path: P, ...[options]: ApiCallArgs<M, P, TestCallInit>): Promise<ApiResult<ApiAnswer<M, P>>> => {
      const { params, query, json, body, token, as, agencyId, headers } = (options ?? {}) as CallOptions;
      const bearer = as ? await tokenOf(as) : token;
      const url = apiUrl(path, params, query);
      const response = await send(url, {
        method,
        headers: {
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(agencyId === undefined ? {} : { 'x-agency-id': String(agencyId) }),
          ...headers,
        },
        body: json === undefined ? body : JSON.stringify(json),
      });
      return new ApiResult<ApiAnswer<M, P>>(response.status, response.headers, await read(response), `${method} ${url}`);
    };
  return { get: caller('GET'), post: caller('POST'), put: caller('PUT'), patch: caller('PATCH'), delete: caller('DELETE') };
}

export type TypedApi = ReturnType<typeof typedApi>;
