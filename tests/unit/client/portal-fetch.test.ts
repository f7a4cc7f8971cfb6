// @vitest-environment jsdom
// The one browser client: a refusal keeps every error of the API's answer
// (field, code, message), the first code for convenience, and Retry-After.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf, PortalError, portalFetch } from '@/lib/client/portal-fetch';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function refusal(promise: Promise<unknown>): Promise<PortalError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PortalError);
  return error as PortalError;
}

describe('portalFetch', () => {
  it('keeps every error of a refusal with its field, the first code as code', async () => {
    answer(400, {
      errors: [
        { field: 'username', code: 'username_in_use', message: 'Username già in utilizzo' },
        { field: 'email', code: 'email_in_use', message: 'E-mail già in utilizzo' },
        { message: 'no code: left out' },
      ],
    });
    const error = await refusal(portalFetch('/api/User/new-customer', { method: 'POST', json: {} }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('username_in_use');
    expect(error.errors).toEqual([
      { field: 'username', code: 'username_in_use', message: 'Username già in utilizzo' },
      { field: 'email', code: 'email_in_use', message: 'E-mail già in utilizzo' },
    ]);
    expect(error.message).toBe('username_in_use, email_in_use');
  });

  it('gives an answer without errors one for its status: 500 is a connection failure, others generic', async () => {
    answer(500, 'not json');
    expect((await refusal(portalFetch('/api/x'))).errors).toEqual([{ code: 'connection_error', message: '' }]);
    answer(404);
    expect((await refusal(portalFetch('/api/x'))).errors).toEqual([{ code: 'generic', message: '' }]);
  });

  it('counts a network failure as 500 connection_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await refusal(portalFetch('/api/x'));
    expect([error.status, error.code]).toEqual([500, 'connection_error']);
  });

  it("reads a rate limit's Retry-After in seconds", async () => {
    answer(429, { errors: [{ code: 'too_many_requests', message: 'Troppe richieste.' }] }, { 'retry-after': '120' });
    const error = await refusal(portalFetch('/api/x', { signOutOn401: false }));
    expect([error.status, error.code, error.retryAfter]).toEqual([429, 'too_many_requests', 120]);
  });

  it('sends JSON and reads JSON; no content is undefined', async () => {
    const fetchMock = answer(201, { id: 7 });
    await expect(portalFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ id: 7 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    answer(204);
    await expect(portalFetch('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('failureOf and PortalError.from', () => {
  it('read the refusal of a call that handles the body itself, and make anything else a generic failure', async () => {
    const error = await failureOf(new Response(JSON.stringify({ errors: [{ code: 'export_too_large', message: 'Troppi' }] }), { status: 400 }));
    expect([error.status, error.code]).toEqual([400, 'export_too_large']);
    expect(PortalError.from(error)).toBe(error);
    const other = PortalError.from(new Error('boom'));
    expect([other.status, other.code]).toEqual([500, 'generic']);
  });
});
