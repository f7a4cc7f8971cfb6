'use client';

import { localHref, portalFetch } from './portal-fetch';

// Session flows from the browser; each ends in a full navigation so that every
// server-rendered part (menu, palette, logo) follows the new session.

export async function logout(): Promise<void> {
  try {
    await portalFetch('/api/session/logout', { method: 'POST' });
  } finally {
    window.location.assign(localHref('/login'));
  }
}

export async function chooseAgency(agencyId: number): Promise<string> {
  const { next } = await portalFetch<{ next: string }>('/api/session/agency', { method: 'POST', json: { agencyId } });
  return next;
}
