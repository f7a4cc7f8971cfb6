import { typedCalls } from '../typed-calls';
import type { Username } from './accounts';
import { sessionFor } from './auth';
import { BASE_URL, SESSION_COOKIE } from './env';

// The API as a signed-in demo user sees it through the portal's /api proxy
// (no browser): specs use it to set up what a test acts on and to check what
// the browser did. `api` is typed by the API's routes as the portal's own
// calls are (tests/support/typed-calls.ts); `agencyId` is the agency the
// session works in.
export async function portalApiAs(username: Username, agency?: string) {
  const cookie = `${SESSION_COOKIE}=${await sessionFor(username, agency ? { agency } : {})}`;
  const api = typedCalls<object>(({ method, url, json }) =>
    fetch(`${BASE_URL}${url}`, {
      method,
      headers: { cookie, origin: BASE_URL, accept: 'application/json', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
  );
  const memberships = (await api.get('/api/Account/Agencies')).body;
  const membership = agency ? memberships.find((m) => m.agency.name === agency) : memberships[0];
  if (!membership) throw new Error(`${username} does not belong to ${agency ?? 'any agency'}`);
  return { api, agencyId: membership.agency.id };
}

export type PortalApi = Awaited<ReturnType<typeof portalApiAs>>;
