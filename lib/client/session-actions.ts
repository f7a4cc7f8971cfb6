'use client';

import type { SessionCalls } from '../validation/auth';
import { localHref, portalFetch, type PortalFetchInit } from './portal-fetch';

// Session flows from the browser; each ends in a full navigation so that every
// server-rendered part (menu, palette, logo) follows the new session.

/** A session call, typed by its route (lib/validation/auth.ts `SessionCalls`), as portalApi types the API's. */
export function sessionPost<P extends keyof SessionCalls>(
  path: P,
  body: SessionCalls[P]['body'],
  init: Omit<PortalFetchInit, 'method' | 'json' | 'body'> = {},
): Promise<SessionCalls[P]['answer']> {
  return portalFetch<SessionCalls[P]['answer']>(path, { ...init, method: 'POST', json: body });
}

export async function logout(): Promise<void> {
  try {
    await sessionPost('/api/session/logout', undefined);
  } finally {
    window.location.assign(localHref('/login'));
  }
}

export async function chooseAgency(agencyId: number): Promise<string> {
  const { next } = await sessionPost('/api/session/agency', { agencyId });
  return next;
}
