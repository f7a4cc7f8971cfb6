// One delivery attempt over HTTP (docs/security.md, "Webhooks"): the body
// POSTed with its headers, redirects not followed (an answer is an answer),
// a time limit on the whole attempt, and the address checked on what the
// name resolves to at the moment of connecting, so a name that changes its
// address after the endpoint was saved (DNS rebinding) still reaches no
// internal address.
import { type LookupAddress, lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type TargetProblem, checkTargetUrl, isBlockedAddress } from '../../core/webhooks/target-address';

export interface PostResult {
  statusCode: number | null;
  durationMs: number;
  /** a few words when no answer came */
  error: string | null;
}

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

const BLOCKED = 'WEBHOOK_BLOCKED_ADDRESS';

/** The log's words for an address refused before connecting. */
const REFUSED: Record<TargetProblem, string> = {
  webhook_url_private: 'internal address refused',
  webhook_url_https_only: 'https only',
  webhook_url_invalid: 'invalid address',
};

/** dns.lookup, refusing a name that resolves to any internal address. */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to an internal address`), { code: BLOCKED }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

const reasonOf = (error: Error & { code?: string }) => {
  if (error.code === BLOCKED) return 'internal address refused';
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
  return error.code ? `connection failed (${error.code})` : 'connection failed';
};

export function postSigned(url: string, headers: Record<string, string>, body: string, options: PostOptions, started = performance.now()): Promise<PostResult> {
  const elapsed = () => Math.round(performance.now() - started);
  // A literal address never goes through the lookup: checked here, at each attempt.
  const problem = checkTargetUrl(url, { allowPrivate: options.allowPrivate });
  if (problem) return Promise.resolve({ statusCode: null, durationMs: 0, error: REFUSED[problem] });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'agency-portal-webhooks/1' },
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowPrivate ? {} : { lookup: checkedLookup }),
      },
      (response) => {
        // The answer's body is not read, only drained: its status is the answer.
        response.resume();
        resolve({ statusCode: response.statusCode ?? null, durationMs: elapsed(), error: null });
      },
    );
    request.on('error', (error) => resolve({ statusCode: null, durationMs: elapsed(), error: reasonOf(error) }));
    request.end(body);
  });
}
