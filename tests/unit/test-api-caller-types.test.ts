// The backend tests' typed calls (tests/support/backend/api-caller.ts) are
// typed by the API's routes as the portal's are: checked by tsc, which
// compiles this file, a path the API lacks, a parameter or body field it does
// not take, or an answer field its schema lacks fails to compile; the error
// body is core/schemas' own. At run time: the URL is filled as the API routes
// it, and the answer is read once with its status and headers.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { CurrentUserSchema, TokenPairSchema } from '@/core/schemas/account';
import type { ContractListSchema } from '@/core/schemas/contracts-answers';
import type { ErrorBodySchema } from '@/core/schemas/errors';
import { type ApiResult, type ErrorBody, type TokenPairBody, typedApi } from '../support/backend/api-caller';

describe('the tests’ typed API caller', () => {
  it('fills the path, sends the JSON, the token and the agency, and keeps status, headers and body', async () => {
    const sent: { path: string; init: RequestInit }[] = [];
    const api = typedApi(
      (path, init) => {
        sent.push({ path, init });
        return Response.json({ errors: [{ code: 'not_found', message: 'Nessun dato trovato' }] }, { status: 404, headers: { 'x-probe': '1' } });
      },
      async (username) => `token-of-${username}`,
    );
    const result = await api.put('/api/Agency/{agencyId}/Contracts/{contractId}/status', {
      params: { agencyId: 2, contractId: 17 },
      json: { status: 'sent' },
      as: 'agent',
      agencyId: 2,
    });
    expect(sent[0]!.path).toBe('/api/Agency/2/Contracts/17/status');
    expect(sent[0]!.init.method).toBe('PUT');
    expect(sent[0]!.init.body).toBe('{"status":"sent"}');
    expect(sent[0]!.init.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer token-of-agent', 'x-agency-id': '2' });
    expect(result.status).toBe(404);
    expect(result.headers.get('x-probe')).toBe('1');
    expect(result.error.errors[0]!.code).toBe('not_found');
    // a test that expects an answer fails with what came instead
    expect(() => result.body).toThrow('PUT /api/Agency/2/Contracts/17/status answered 404');
  });

  it('types the answer by the route, and the error and token pair by core/schemas', () => {
    // never called: it only carries the type
    const get = (api: ReturnType<typeof typedApi>) => api.get('/api/Account/User', { as: 'agent' });
    expectTypeOf(get).returns.resolves.toEqualTypeOf<ApiResult<z.output<typeof CurrentUserSchema>>>();
    expectTypeOf<ErrorBody>().toEqualTypeOf<z.output<typeof ErrorBodySchema>>();
    expectTypeOf<TokenPairBody>().toEqualTypeOf<z.output<typeof TokenPairSchema>>();
  });

  it('fails to compile a wrong path, parameter, body field or answer field', () => {
    // Never called: tsc checks the calls, the test only needs them to compile as they are.
    const calls = async (api: ReturnType<typeof typedApi>) => {
      const params = { agencyId: 2 };
      // @ts-expect-error a path the API does not serve
      await api.get('/api/Agency/{agencyId}/Contract', { params, as: 'agent' });
      // @ts-expect-error a method the route does not take
      await api.patch('/api/Agency/{agencyId}/Contracts', { params });
      // @ts-expect-error the path's parameters are required
      await api.get('/api/Agency/{agencyId}/Contracts', { as: 'agent' });
      // @ts-expect-error a parameter the path does not have
      await api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: 2, contractId: 1 } });
      // @ts-expect-error a query key the operation does not declare
      await api.get('/api/Agency/{agencyId}/Contracts', { params, query: { pgae: 2 } });
      // @ts-expect-error a body field the route does not take
      await api.post('/api/Account/Login', { json: { user: 'a', password: 'b' } });
      const list = await api.get('/api/Agency/{agencyId}/Contracts', { params, query: { page: 2 } });
      // @ts-expect-error an answer field the route's schema lacks
      const wrong: unknown = list.body.itemz;
      const right: z.output<typeof ContractListSchema> = list.body;
      // @ts-expect-error an error field the API's error schema lacks
      const code: unknown = list.error.errors[0]!.kode;
      return [wrong, right, code];
    };
    expectTypeOf(calls).returns.resolves.toBeArray();
    expect(typeof calls).toBe('function');
  });
});
