// The tests' typed calls to the API, shared by the backend tests (over the
// app in process, tests/support/backend/api-caller.ts) and the e2e specs
// (through the portal's /api proxy, tests/support/e2e/portal-api.ts): the
// portal's own path templates and types (lib/api-types.ts, read from
// backend/api-routes.ts), so a path, a parameter, a body field or an answer
// field that drifts from the API fails to compile in the tests too
// (docs/architecture.md, "Fetch client"). Unlike the portal's calls, a
// refusal is no exception: the result keeps the status and headers, and the
// error body as core/schemas declares it, for the tests that check a 4xx.
import type { z } from 'zod';
import { apiUrl, type QueryValue } from '@/core/http/api-url';
import { ErrorBodySchema } from '@/core/schemas/errors';
import type { ApiAnswer, ApiCallArgs, ApiMethod, ApiPath } from '@/lib/api-types';

/** The body of every error answer, as the API declares it. */
export type ErrorBody = z.output<typeof ErrorBodySchema>;

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

/** A response's JSON (or its text, or undefined when empty), read once. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One call as its sender sees it: the filled URL, the JSON body if any, and the caller's own options. */
export interface OutgoingCall<Init> {
  method: ApiMethod;
  url: string;
  json: unknown;
  init: Init;
}

/**
 * The API's JSON operations, typed by its routes, over a sender that adds
 * what its side needs (a token, a session cookie):
 * `api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId, contractId } })`.
 */
export function typedCalls<Init extends object>(send: (call: OutgoingCall<Init>) => Promise<Response>) {
  const caller =
    <M extends ApiMethod>(method: M) =>
    async <P extends ApiPath<M>>(path: P, ...[options]: ApiCallArgs<M, P, Init>): Promise<ApiResult<ApiAnswer<M, P>>> => {
      const { params, query, json, ...init } = (options ?? {}) as Init & {
        params?: Record<string, string | number>;
        query?: Record<string, QueryValue> | URLSearchParams;
        json?: unknown;
      };
      const url = apiUrl(path, params, query);
      const response = await send({ method, url, json, init: init as Init });
      return new ApiResult<ApiAnswer<M, P>>(response.status, response.headers, await readBody(response), `${method} ${url}`);
    };
  return { get: caller('GET'), post: caller('POST'), put: caller('PUT'), patch: caller('PATCH'), delete: caller('DELETE') };
}
