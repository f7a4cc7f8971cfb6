import 'server-only';
import type { ApiErrorBody } from '../core/error-codes';
import { apiUrl, type QueryValue } from '../core/http/api-url';
import type { ApiAnswer, ApiCallArgs, ApiMethod, ApiPath } from './api-types';
import { portalEnv } from './server/env';
import { requestOverHttp } from './server/upstream-http';

export type { ApiAnswer, ApiCallBody, ApiPath } from './api-types';
export { apiUrl };

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
// (docs/architecture.md, "Fetch client"), typed by the API's routes
// (lib/api-types.ts); the browser's twin is lib/client/portal-api.ts.

type ServerInit = Omit<UpstreamInit, 'method' | 'json' | 'body' | 'contentType'>;

function caller<M extends ApiMethod>(method: M) {
  return <P extends ApiPath<M>>(path: P, ...[options]: ApiCallArgs<M, P, ServerInit>): Promise<ApiAnswer<M, P>> => {
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
