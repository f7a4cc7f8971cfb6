'use client';

// The browser's calls to the portal (/api/session/* and the /api proxy).
// SPEC §8: 200–399 succeed; anything else raises with status and body; a
// network failure counts as 500; a 401 signs out to /login?error=unauthorized
// unless the address already says the session expired.

export class PortalError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly retryAfter?: number,
  ) {
    super(code);
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
    return (response.status === 204 ? undefined : await response.json()) as T;
  }
  const body = (await response.json().catch(() => null)) as { errors?: { code?: string }[] } | null;
  const code = body?.errors?.[0]?.code ?? (response.status === 500 ? 'connection_error' : 'generic');
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  if (response.status === 401 && signOutOn401) goToLoginAfter401();
  return Promise.reject(new PortalError(response.status, code, retryAfter));
}
