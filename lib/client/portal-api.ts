'use client';

// The browser's typed calls to the API through the portal's /api proxy, the
// twin of the server's `api` (lib/upstream.ts): the same path templates and
// types (lib/api-types.ts, types only), over portalFetch, so a refusal is a
// PortalError and a 401 signs out as before. What it adds to a bundle is
// apiUrl (core/http/api-url.ts) and these few lines.
import { apiUrl, type QueryValue } from '../../core/http/api-url';
import type { ApiAnswer, ApiCallArgs, ApiMethod, ApiPath } from '../api-types';
import { portalFetch, type PortalFetchInit } from './portal-fetch';

/** portalFetch's own options: headers, signal, a raw body (an upload), signOutOn401… */
type BrowserInit = Omit<PortalFetchInit, 'method' | 'json'>;

function caller<M extends ApiMethod>(method: M) {
  return <P extends ApiPath<M>>(path: P, ...[options]: ApiCallArgs<M, P, BrowserInit>): Promise<ApiAnswer<M, P>> => {
    const { params, query, ...init } = (options ?? {}) as PortalFetchInit & {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue> | URLSearchParams;
    };
    return portalFetch<ApiAnswer<M, P>>(apiUrl(path, params, query), { ...init, method });
  };
}

/**
 * The API's JSON operations from the browser, typed by its routes:
 * `portalApi.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId, contractId } })`.
 * The proxy adds the token and the agency; a refusal raises a PortalError.
 */
export const portalApi = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};
