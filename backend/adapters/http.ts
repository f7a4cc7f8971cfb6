// Outbound HTTP for the real adapters: only to addresses from the
// environment, with a timeout and a size cap, JSON only. Failures become
// UpstreamError, which the routes answer as 502 without details.

export class UpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface FetchJsonOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
  /** statuses that mean "no such thing" rather than a failure (default 404) */
  notFound?: readonly number[];
}

/** null on a not-found status; UpstreamError on anything else that is not a JSON 2xx. */
export async function fetchJson(url: URL, options: FetchJsonOptions = {}): Promise<unknown> {
  const { headers = {}, timeoutMs = 8_000, maxBytes = 2 * 1024 * 1024, fetch: doFetch = fetch, notFound = [404] } = options;
  let response: Response;
  try {
    // redirect: 'error' keeps the request on the configured host.
    response = await doFetch(url, { headers: { accept: 'application/json', ...headers }, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new UpstreamError(`${url.host}: ${(error as Error).message}`);
  }
  if (notFound.includes(response.status)) return null;
  if (!response.ok) throw new UpstreamError(`${url.host} answered ${response.status}`);
  const body = await response.arrayBuffer();
  if (body.byteLength > maxBytes) throw new UpstreamError(`${url.host} answered ${body.byteLength} bytes`);
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new UpstreamError(`${url.host} answered no JSON`);
  }
}
