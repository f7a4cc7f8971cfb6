// @vitest-environment jsdom
// The browser's typed calls (lib/client/portal-api.ts `portalApi`): the path
// template filled as the API routes it, the rest portalFetch's (a refusal is a
// PortalError); and — checked by tsc, which compiles this file — a path the
// API lacks, a method it does not take, or an answer expected in another shape
// fails to compile, as for the server's `api` (tests/unit/api-client-types.test.ts).
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import type { ContractDetailSchema, ContractListSchema } from '@/core/schemas/contracts-answers';
import type { ApiCallBody } from '@/lib/api-types';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  /** the address and init of the call */
  return () => {
    const call = fetchMock.mock.calls[0];
    if (!call) throw new Error('no call');
    return call;
  };
}

describe('portalApi', () => {
  it('fills the path template and the query, and sends the method and the JSON body', async () => {
    const sent = answer(200, { id: 7 });
    await portalApi.put('/api/Agency/{agencyId}/Contracts/{contractId}', {
      params: { agencyId: 2, contractId: 17 },
      json: {} as ApiCallBody<'PUT', '/api/Agency/{agencyId}/Contracts/{contractId}'>,
      headers: { 'accept-language': 'en' },
    });
    const [url, init] = sent();
    expect(url).toBe('/api/Agency/2/Contracts/17');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({ 'accept-language': 'en', 'content-type': 'application/json' });

    const looked = answer(200, {});
    await portalApi.get('/api/Agency/{agencyId}/CompanyCredit', { params: { agencyId: 2 }, query: { vatNumber: 'IT 01/2' } });
    expect(looked()[0]).toBe('/api/Agency/2/CompanyCredit?vatNumber=IT+01%2F2');
  });

  it('encodes a path value', async () => {
    const sent = answer(204);
    await expect(portalApi.delete('/api/Ticket/{ticketId}', { params: { ticketId: 'a/b' } })).resolves.toBeUndefined();
    expect(sent()[0]).toBe('/api/Ticket/a%2Fb');
    expect(sent()[1].method).toBe('DELETE');
  });

  it("refuses as portalFetch does: a PortalError with the answer's errors", async () => {
    answer(409, { errors: [{ code: 'quote_conflict', message: 'x' }] });
    const error = await portalApi.get('/api/Agency/{agencyId}/Cart', { params: { agencyId: 2 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortalError);
    expect([(error as PortalError).status, (error as PortalError).code]).toEqual([409, 'quote_conflict']);
  });

  it('infers the answer from the route and fails to compile a wrong path, method, parameter, query key, body or expected answer', () => {
    // Never called: tsc checks the calls, the test only needs them to compile as they are.
    const calls = async () => {
      const params = { agencyId: 2 };
      // @ts-expect-error a path the API does not serve
      await portalApi.get('/api/Agency/{agencyId}/Contract', { params });
      // @ts-expect-error a method the route does not take
      await portalApi.patch('/api/Agency/{agencyId}/Contracts', { params });
      // @ts-expect-error the portal's own session routes are not the API's
      await portalApi.post('/api/session/login', { json: {} });
      // @ts-expect-error the path's parameters are required
      await portalApi.get('/api/Agency/{agencyId}/Contracts', {});
      // @ts-expect-error a parameter the path does not have
      await portalApi.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: 2, contractId: 1 } });
      // @ts-expect-error a query key the operation does not declare
      await portalApi.get('/api/Agency/{agencyId}/Contracts', { params, query: { pgae: 2 } });
      // @ts-expect-error a body that is not the route's
      await portalApi.post('/api/Account/Login', { json: { user: 'a', password: 'b' } });
      // @ts-expect-error an answer expected in another shape than the route's schema
      const page: { items: string[] } = await portalApi.get('/api/Agency/{agencyId}/Contracts', { params });
      const right = await portalApi.get('/api/Agency/{agencyId}/Contracts', { params, query: { page: 2 } });
      expectTypeOf(right).toEqualTypeOf<z.output<typeof ContractListSchema>>();
      const created = await portalApi.post('/api/Agency/{agencyId}/Contracts', { params, json: {} as ApiCallBody<'POST', '/api/Agency/{agencyId}/Contracts'> });
      expectTypeOf(created).toEqualTypeOf<z.output<typeof ContractDetailSchema>>();
      expectTypeOf(
        await portalApi.delete('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: 2, contractId: 1 } }),
      ).toEqualTypeOf<undefined>();
      return [page, right, created];
    };
    expectTypeOf(calls).returns.resolves.toBeArray();
    expect(typeof calls).toBe('function');
  });
});
