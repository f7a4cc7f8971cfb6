// The portal's typed calls to the API (lib/upstream.ts `api`, typed by
// backend/api-routes.ts): the path template is filled as the API routes it,
// and — checked by tsc, which compiles this file — a path the API lacks, a
// method it does not take, or an answer expected in another shape fails to
// compile, the answer's type being the route's own zod schema's.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ApiRoute, ApiRoutes } from '@/backend/api-routes';
import type { CurrentUserSchema } from '@/core/schemas/account';
import type { ContractDetailSchema, ContractListSchema } from '@/core/schemas/contracts-answers';
import { api, type ApiAnswer, type ApiPath, apiUrl } from '@/lib/upstream';

describe('apiUrl', () => {
  it('fills the path template, encoded, and appends the query without the empty values', () => {
    expect(apiUrl('/api/Agency/{agencyId}/Contracts/{contractId}', { agencyId: 2, contractId: '17' })).toBe('/api/Agency/2/Contracts/17');
    expect(apiUrl('/api/Statistics/{category}/{metric}', { category: 'a b', metric: 'x/y' })).toBe('/api/Statistics/a%20b/x%2Fy');
    expect(apiUrl('/api/Ticket', {}, { productId: 5, pageSize: 100, search: undefined, status: null, ids: [1, 2] })).toBe(
      '/api/Ticket?productId=5&pageSize=100&ids=1&ids=2',
    );
    expect(apiUrl('/api/User', {}, new URLSearchParams({ page: '2' }))).toBe('/api/User?page=2');
  });

  it('refuses a template whose parameter has no value', () => {
    expect(() => apiUrl('/api/Agency/{agencyId}/Contracts', {})).toThrow('no value for {agencyId}');
  });
});

describe('api types', () => {
  it('every route declares a literal path (a string path would let any path compile)', () => {
    expectTypeOf<string extends ApiRoute['path'] ? true : false>().toEqualTypeOf<false>();
    expectTypeOf<keyof ApiRoutes>().not.toEqualTypeOf<string>();
  });

  it("infers the answer from the route's 200 schema", () => {
    expectTypeOf<ApiAnswer<'GET', '/api/Agency/{agencyId}/Contracts'>>().toEqualTypeOf<z.output<typeof ContractListSchema>>();
    expectTypeOf<ApiAnswer<'GET', '/api/Account/User'>>().toEqualTypeOf<z.output<typeof CurrentUserSchema>>();
    // an action answers the contract after the change
    expectTypeOf<ApiAnswer<'POST', '/api/Agency/{agencyId}/Contracts/{contractId}/Approve'>>().toEqualTypeOf<z.output<typeof ContractDetailSchema>>();
    // a 201
    expectTypeOf<ApiAnswer<'POST', '/api/Agency/{agencyId}/Contracts'>>().toEqualTypeOf<z.output<typeof ContractDetailSchema>>();
    // a 204
    expectTypeOf<ApiAnswer<'DELETE', '/api/Agency/{agencyId}/Contracts/{contractId}'>>().toEqualTypeOf<undefined>();
  });

  it('knows the paths by method, without the routes answering a file', () => {
    expectTypeOf<'/api/Agency/{agencyId}/Contracts'>().toExtend<ApiPath<'GET'>>();
    expectTypeOf<'/api/Agency/{agencyId}/Contracts'>().toExtend<ApiPath<'POST'>>();
    expectTypeOf<'/api/Agency/{agencyId}/Contracts/{contractId}/status'>().toExtend<ApiPath<'PUT'> & ApiPath<'POST'>>();
    expectTypeOf<'/api/Agency/{agencyId}/ContractsXLS'>().not.toExtend<ApiPath<'GET'>>();
  });

  it('fails to compile a wrong path, method, parameter, query key or expected answer', () => {
    // Never called: tsc checks the calls, the test only needs them to compile as they are.
    const calls = async () => {
      const params = { agencyId: 2 };
      // @ts-expect-error a path the API does not serve
      await api.get('/api/Agency/{agencyId}/Contract', { params });
      // @ts-expect-error a method the route does not take
      await api.patch('/api/Agency/{agencyId}/Contracts', { params });
      // @ts-expect-error GET of a path that only takes POST
      await api.get('/api/Account/Login');
      // @ts-expect-error the path's parameters are required
      await api.get('/api/Agency/{agencyId}/Contracts', {});
      // @ts-expect-error a parameter the path does not have
      await api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: 2, contractId: 1 } });
      // @ts-expect-error a query key the operation does not declare
      await api.get('/api/Agency/{agencyId}/Contracts', { params, query: { pgae: 2 } });
      // @ts-expect-error a body that is not the route's
      await api.post('/api/Account/Login', { json: { user: 'a', password: 'b' } });
      // @ts-expect-error an answer expected in another shape than the route's schema
      const page: { items: string[] } = await api.get('/api/Agency/{agencyId}/Contracts', { params });
      const right: z.output<typeof ContractListSchema> = await api.get('/api/Agency/{agencyId}/Contracts', { params, query: { page: 2 } });
      return [page, right];
    };
    expectTypeOf(calls).returns.resolves.toBeArray();
    expect(typeof calls).toBe('function');
  });
});
