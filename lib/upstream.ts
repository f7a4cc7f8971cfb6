import 'server-only';
import type { ApiOperation, ApiRoutes } from '../backend/api-routes';
import type { ApiErrorBody } from '../core/error-codes';
import { portalEnv } from './server/env';
import { requestOverHttp } from './server/upstream-http';

// Every call from the portal to its API goes through here: over HTTP when
// API_BASE_URL is set, otherwise straight into the in-process backend (same
// Request/Response contract, no network hop). Tokens never leave the server.

export interface UpstreamInit {
  method?: string;
  /** JSON-serialisable body, or a raw body with its own content type */
  json?: unknown;
  body?: BodyInit | null;
  contentType?: string | null;
  accessToken?: string;
  agencyId?: number;
  /** the browser's address as the portal established it (lib/bff/edge.ts), for the API's per-IP limits */
  clientIp?: string;
  acceptLanguage?: string | null;
  signal?: AbortSignal;
}

/** The API answered outside 200–399 (docs/domain.md); network failures become 500. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** seconds, from the API's Retry-After (rate limits) */
    readonly retryAfter?: string,
  ) {
    super(`API answered ${status}${body?.errors?.[0] ? `: ${body.errors[0].code}` : ''}`);
  }

  get code(): string {
    return this.body?.errors?.[0]?.code ?? (this.status === 500 ? 'connection_error' : 'generic');
  }
}

const IN_PROCESS_ORIGIN = 'http://backend.in-process';

function buildHeaders(init: UpstreamInit): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  else if (init.contentType) headers['content-type'] = init.contentType;
  if (init.accessToken) headers.authorization = `Bearer ${init.accessToken}`;
  if (init.agencyId) headers['x-agency-id'] = String(init.agencyId);
  if (init.acceptLanguage) headers['accept-language'] = init.acceptLanguage;
  return headers;
}

/** Calls the API; resolves with its Response whatever the status, or a 500 on network failure. */
export async function callApi(path: string, init: UpstreamInit = {}): Promise<Response> {
  const env = portalEnv();
  const headers = buildHeaders(init);
  const method = init.method ?? 'GET';
  const body = init.json !== undefined ? JSON.stringify(init.json) : (init.body ?? null);
  try {
    if (env.API_BASE_URL) {
      // The portal is the standalone API's proxy: one hop (TRUST_PROXY=1 there).
      if (init.clientIp) headers['x-forwarded-for'] = init.clientIp;
      const url = new URL(path, env.API_BASE_URL);
      if (body === null || typeof body === 'string' || body instanceof Uint8Array) {
        return await requestOverHttp(url, { method, headers, body, signal: init.signal, timeoutMs: env.API_TIMEOUT_MS });
      }
      // Other body types (a stream, a form) keep fetch.
      const timeout = AbortSignal.timeout(env.API_TIMEOUT_MS);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      return await fetch(url, { method, headers, body, redirect: 'manual', signal, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) });
    }
    const { handleApiRequest, inProcessBindings } = await import('@/backend');
    const request = new Request(IN_PROCESS_ORIGIN + path, {
      method,
      headers,
      body,
      signal: init.signal,
      // A streamed upload body needs this in Node's fetch.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    return await handleApiRequest(request, inProcessBindings(init.clientIp));
  } catch (error) {
    console.error(`[upstream] ${method} ${path} failed:`, (error as Error).message);
    return Response.json({ errors: [{ code: 'connection_error', message: 'connection_error' }] }, { status: 500 });
  }
}

async function readErrorBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    return Array.isArray(body?.errors) ? (body as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** Calls the API and parses a JSON answer; throws UpstreamError outside 200–399. Untyped: the portal calls through `api`. */
async function apiJson<T>(path: string, init: UpstreamInit = {}): Promise<T> {
  const response = await callApi(path, init);
  if (response.status < 200 || response.status > 399) {
    const retryAfter = response.headers.get('retry-after') ?? undefined;
    throw new UpstreamError(response.status, await readErrorBody(response), retryAfter);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

// The typed calls: the one way the portal reads and writes the API's JSON
// (docs/architecture.md, "Fetch client"). A call names the route's path
// template and method as the API declares them (backend/api-routes.ts, read
// from its createRoute objects), so a path or method the API lacks, or an
// answer the caller expects in another shape, fails to compile; the answer's
// type is the route's own zod schema's, never written at the call site.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The path templates the API serves with the method. */
export type ApiPath<M extends Method> = { [K in keyof ApiRoutes]: K extends `${M} ${infer P}` ? P : never }[keyof ApiRoutes];
type OperationAt<M extends Method, P extends string> = `${M} ${P}` extends keyof ApiRoutes ? ApiRoutes[`${M} ${P}`] : never;

/** What a call answers with: the route's 200 (else 201) JSON, undefined for a 204. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> = OperationAt<M, P>['answer'];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The JSON body a call sends. */
export type ApiCallBody<M extends Method, P extends ApiPath<M>> = OperationAt<M, P>['body'];

/** The query: the operation's own keys, or the URLSearchParams a filters module built from the same schema. */
type QueryOption<Q> = [Q] extends [never] ? { query?: never } : { query?: { [K in keyof Q]?: QueryValue } | URLSearchParams };
type ParamsOption<N extends string> = [N] extends [never] ? { params?: never } : { params: Record<N, string | number> };
type BodyOption<O extends ApiOperation> = [O['body']] extends [never]
  ? { json?: never }
  : O['bodyRequired'] extends true
    ? { json: O['body'] }
    : { json?: O['body'] };

export type ApiCallOptions<O extends ApiOperation> = Omit<UpstreamInit, 'method' | 'json' | 'body' | 'contentType'> &
  ParamsOption<O['params']> &
  QueryOption<O['query']> &
  BodyOption<O>;

/** The options may be left out when nothing in them is required. */
type OptionsArg<O extends ApiOperation> = object extends ApiCallOptions<O> ? [options?: ApiCallOptions<O>] : [options: ApiCallOptions<O>];

/** `/api/Agency/{agencyId}/Contracts` with { agencyId: 2 } and the query → `/api/Agency/2/Contracts?…`. */
export function apiUrl(template: string, params: Record<string, string | number> = {}, query?: Record<string, QueryValue> | URLSearchParams): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams();
  if (query && !(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
      else search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function caller<M extends Method>(method: M) {
  return <P extends ApiPath<M>>(path: P, ...[options]: OptionsArg<OperationAt<M, P>>): Promise<ApiAnswer<M, P>> => {
    const { params, query, json, ...init } = (options ?? {}) as UpstreamInit & {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue> | URLSearchParams;
    };
    return apiJson<ApiAnswer<M, P>>(apiUrl(path, params, query), { ...init, method, json });
  };
}

/**
 * The API's JSON operations, typed by its routes:
 * `api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId, contractId }, accessToken, agencyId })`.
 * Throws UpstreamError outside 200–399, as callApi's callers read it.
 */
export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};
