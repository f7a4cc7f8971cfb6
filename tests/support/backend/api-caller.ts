// The backend tests' typed calls to the API over the app in process: the
// shared typed calls (tests/support/typed-calls.ts) with a bearer token (or a
// demo user signed in once per file) and the agency as X-Agency-Id.
import type { z } from 'zod';
import type { TokenPairSchema } from '@/core/schemas/account';
import { typedCalls } from '../typed-calls';

export { ApiResult, type ErrorBody, readError } from '../typed-calls';
/** What signing in (and refreshing) answers. */
export type TokenPairBody = z.output<typeof TokenPairSchema>;

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

type Send = (path: string, init: RequestInit) => Response | Promise<Response>;

/**
 * The API's JSON operations, typed by its routes:
 * `t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId, contractId }, as: 'agent' })`.
 */
export function typedApi(send: Send, tokenOf: (username: string) => Promise<string>) {
  return typedCalls<TestCallInit>(async ({ method, url, json, init: { body, token, as, agencyId, headers } }) => {
    const bearer = as ? await tokenOf(as) : token;
    return send(url, {
      method,
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(agencyId === undefined ? {} : { 'x-agency-id': String(agencyId) }),
        ...headers,
      },
      body: json === undefined ? body : JSON.stringify(json),
    });
  });
}

export type TypedApi = ReturnType<typeof typedApi>;
