// The API's JSON operations as the portal calls them, server and browser
// alike (lib/upstream.ts `api`, lib/client/portal-api.ts `portalApi`): a call
// names the route's path template and method as the API declares them
// (backend/api-routes.ts, read from its createRoute objects), so a path or
// method the API lacks, or an answer the caller expects in another shape,
// fails to compile; the answer's type is the route's own zod schema's.
//
// Types only: the one module of lib/ besides lib/upstream.ts that may import
// backend/, and only its types (eslint.config.mjs), so a browser bundle that
// reads it carries nothing of the API.
import type { ApiOperation, ApiRoutes } from '../backend/api-routes';
import type { QueryValue } from '../core/http/api-url';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The path templates the API serves with the method. */
export type ApiPath<M extends ApiMethod> = { [K in keyof ApiRoutes]: K extends `${M} ${infer P}` ? P : never }[keyof ApiRoutes];

/** The operation at the method and path template. */
export type ApiOperationAt<M extends ApiMethod, P extends string> = `${M} ${P}` extends keyof ApiRoutes ? ApiRoutes[`${M} ${P}`] : never;

/** What a call answers with: the route's 200 (else 201) JSON, undefined for a 204. */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> = ApiOperationAt<M, P>['answer'];

/** The JSON body a call sends. */
export type ApiCallBody<M extends ApiMethod, P extends ApiPath<M>> = ApiOperationAt<M, P>['body'];

/** The query: the operation's own keys, or the URLSearchParams a filters module built from the same schema. */
type QueryOption<Q> = [Q] extends [never] ? { query?: never } : { query?: { [K in keyof Q]?: QueryValue } | URLSearchParams };
type ParamsOption<N extends string> = [N] extends [never] ? { params?: never } : { params: Record<N, string | number> };
type BodyOption<O extends ApiOperation> = [O['body']] extends [never]
  ? { json?: never }
  : O['bodyRequired'] extends true
    ? { json: O['body'] }
    : { json?: O['body'] };

/** A call's options: the client's own (Init) with the operation's params, query and JSON body. */
export type ApiCallOptions<O extends ApiOperation, Init extends object> = Init & ParamsOption<O['params']> & QueryOption<O['query']> & BodyOption<O>;

/** The options may be left out when nothing in them is required. */
export type ApiCallArgs<M extends ApiMethod, P extends string, Init extends object> =
  object extends ApiCallOptions<ApiOperationAt<M, P>, Init>
    ? [options?: ApiCallOptions<ApiOperationAt<M, P>, Init>]
    : [options: ApiCallOptions<ApiOperationAt<M, P>, Init>];
