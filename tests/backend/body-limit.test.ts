// Request bodies are capped while they arrive, before any token is checked:
// a chunked body is read only up to its path's limit, a Content-Length over
// it is refused without reading, and the process does not grow by the body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_BODY_BYTES, PRIVACY_PDF_MAX_BYTES, SMALL_BODY_BYTES } from '@/core/http/body-limits';
import { readError } from '../support/backend/api-caller';
import { type TestApp, setupTestApp } from '../support/backend/test-app';
import { countingStream, peakRssGrowth } from '../support/streams';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

describe('request body limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const send = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);

  it('refuses an unauthenticated chunked 20 MB body with 413 after reading no more than the limit, and the process stays small', async () => {
    const cases: [string, number][] = [
      ['/api/Agency/2/Contracts', DOCUMENT_BODY_BYTES],
      ['/api/Agency/2/Cart/price-options', DOCUMENT_BODY_BYTES],
      ['/api/Account/Login', SMALL_BODY_BYTES],
      ['/api/User/new-customer', SMALL_BODY_BYTES],
      ['/api/smartComSystem/PrivacyFile/Upload', PRIVACY_PDF_MAX_BYTES],
      ['/api/no/such/path', SMALL_BODY_BYTES],
    ];
    for (const [path, limit] of cases) {
      await send(path, countingStream(2, 1).stream); // warm the route up: its first call loads code
      const body = countingStream(20 * MB, CHUNK);
      const { result: response, growth } = await peakRssGrowth(async () => send(path, body.stream));
      expect(response.status, path).toBe(413);
      expect((await readError(response)).errors[0]!.code).toBe('payload_too_large');
      // the limit, the chunk that crossed it and what the stream queued ahead
      expect(body.pulled(), path).toBeLessThanOrEqual(limit + 2 * CHUNK);
      expect(growth, `${path}: peak RSS growth`).toBeLessThan(50 * MB);
    }
  });

  it('refuses a Content-Length over the limit at once, reading nothing', async () => {
    for (const path of ['/api/Agency/2/Contracts', '/api/Account/Login', '/api/no/such/path']) {
      const body = countingStream(20 * MB, CHUNK);
      const response = await send(path, body.stream, { 'content-length': String(20 * MB) });
      expect(response.status, path).toBe(413);
      // a stream pulls its first chunk on creation; nothing beyond it is read
      expect(body.pulled(), path).toBeLessThanOrEqual(CHUNK);
    }
  });

  it('still hands a chunked body within the limit whole to the route', async () => {
    const payload = new TextEncoder().encode(JSON.stringify({ username: 'nobody', password: 'not-the-password' }));
    const response = await send('/api/Account/Login', countingStream(payload.length, 7, payload).stream);
    expect(response.status).toBe(401);
  });
});
