import type { Username } from './accounts';
import { sessionFor } from './auth';
import { BASE_URL, SESSION_COOKIE } from './env';

// The API as a signed-in demo user sees it through the portal's /api proxy
// (no browser): specs use it to set up what a test acts on and to check what
// the browser did. `agencyId` is the agency the session works in.
export async function portalApiAs(username: Username, agency?: string) {
  const cookie = `${SESSION_COOKIE}=${await sessionFor(username, agency ? { agency } : {})}`;
  const call = async <T>(method: string, p: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${BASE_URL}${p}`, {
      method,
      headers: { cookie, origin: BASE_URL, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const memberships = (await call<{ agency: { id: number; name: string } }[]>('GET', '/api/Account/Agencies')).body;
  const membership = agency ? memberships.find((m) => m.agency.name === agency) : memberships[0];
  if (!membership) throw new Error(`${username} does not belong to ${agency ?? 'any agency'}`);
  return { call, agencyId: membership.agency.id };
}

export type PortalApi = Awaited<ReturnType<typeof portalApiAs>>;
