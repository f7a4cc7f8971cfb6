'use client';

// The browser's calls to the portal (/api/session/* and the /api proxy).
// 200–399 succeed; anything else raises a PortalError with the status and
// every error of the API's answer; a network failure counts as 500; a 401
// signs out to /login?error=unauthorized unless the address already says the
// session expired.
import type { ApiErrorItem, RuleViolation } from '../../core/error-codes';

/** One error of an answer, as the API words it; params only where the browser checked the rule itself. */
export type PortalErrorItem = ApiErrorItem & Pick<RuleViolation, 'params'>;

export class PortalError extends Error {
  /** never empty: an answer without errors gets one for its status */
  readonly errors: PortalErrorItem[];

  constructor(
    readonly status: number,
    errors: readonly PortalErrorItem[] | string,
    /** seconds, from the answer's Retry-After (rate limits) */
    readonly retryAfter?: number,
  ) {
    const items = typeof errors === 'string' ? [{ code: errors, message: '' }] : [...errors];
    super(items.map((error) => error.code).join(', '));
    this.errors = items;
  }

  /** The first error's code: most answers carry one. */
  get code(): string {
    return this.errors[0]?.code ?? 'generic';
  }

  /** What a caller caught, as a PortalError (anything else is a generic failure). */
  static from(error: unknown): PortalError {
    return error instanceof PortalError ? error : new PortalError(500, 'generic');
  }
}

function localePrefix(): string {
  return window.location.pathname === '/en' || window.location.pathname.startsWith('/en/') ? '/en' : '';
}

export function localHref(path: string): string {
  return `${localePrefix()}${path === '/' && localePrefix() ? '' : path}`;
}

export function goToLoginAfter401(): void {
  if (new URLSearchParams(window.location.search).get('error') === 'expired_session') return;
  window.location.assign(localHref('/login?error=unauthorized'));
}

export interface PortalFetchInit extends RequestInit {
  json?: unknown;
  /** false where a 401 is an answer, not a lost session (the login form) */
  signOutOn401?: boolean;
}

/** The answer's errors that name a code; none: one for the status (500 is a connection failure). */
async function errorsOf(response: Response): Promise<PortalErrorItem[]> {
  const body = (await response.json().catch(() => null)) as { errors?: Partial<ApiErrorItem>[] } | null;
  const listed = Array.isArray(body?.errors) ? body.errors : [];
  const errors = listed.flatMap(({ field, code, message }) =>
    typeof code === 'string' ? [{ ...(typeof field === 'string' ? { field } : {}), code, message: typeof message === 'string' ? message : '' }] : [],
  );
  return errors.length > 0 ? errors : [{ code: response.status === 500 ? 'connection_error' : 'generic', message: '' }];
}

/** The PortalError of an answer outside 200–399 (for calls that read the body themselves, like a streamed file). */
export async function failureOf(response: Response): Promise<PortalError> {
  return new PortalError(response.status, await errorsOf(response), Number(response.headers.get('retry-after')) || undefined);
}

export async function portalFetch<T>(path: string, init: PortalFetchInit = {}): Promise<T> {
  const { json, headers, signOutOn401 = true, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: { accept: 'application/json', ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
      credentials: 'same-origin',
    });
  } catch {
    throw new PortalError(500, 'connection_error');
  }
  if (response.status >= 200 && response.status <= 399) {
    // No content (204, or an empty body) is undefined.
    const text = await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }
  if (response.status === 401 && signOutOn401) goToLoginAfter401();
  return Promise.reject(await failureOf(response));
}
