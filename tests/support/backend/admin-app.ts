// Shared set-up of the administration tests: the contracts test app, calls
// made in a demo user's own agency (X-Agency-Id, as the portal sends it; the
// typed calls' options for it in `home`), the links of captured e-mails, and
// an account that chooses its password from an invitation.
import { DEMO_USERS } from '@/backend/demo/seed';
import { type ContractsTestApp, setupContractsApp } from './contracts-app';
import { captureMail } from './test-app';

export type Init = { method?: string; body?: unknown; headers?: Record<string, string> };

export interface AdminTestApp extends ContractsTestApp {
  /** as a demo user, in their first agency (or the one named) */
  asIn(username: string, path: string, init?: Init, agencyName?: string): Promise<Response>;
  /** the typed call's options as a demo user in their first agency (or the one named): `t.api.get(path, { ...t.home('agent') })` */
  home(username: string, agencyName?: string): { as: string; agencyId: number };
  sent: ReturnType<typeof captureMail>['sent'];
  /** the token of the last invitation e-mailed to an address */
  invitationToken(email: string): string;
}

export const HOME_AGENCY: Record<string, string> = Object.fromEntries(DEMO_USERS.map((u) => [u.username, u.memberships[0]!.agency]));

export async function setupAdminApp(): Promise<AdminTestApp> {
  const { mail, sent } = captureMail('https://portal.example');
  const t = await setupContractsApp({ mail });
  const asIn = (username: string, path: string, init: Init = {}, agencyName = HOME_AGENCY[username]!) =>
    t.as(username, path, { ...init, headers: { 'x-agency-id': String(t.agency[agencyName]), ...init.headers } });
  const invitationToken = (email: string) => {
    const message = [...sent].reverse().find((m) => m.to === email);
    const token = message && /[?&]token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    if (!token) throw new Error(`no invitation to ${email}`);
    return token;
  };
  const home = (username: string, agencyName = HOME_AGENCY[username]!) => ({ as: username, agencyId: t.agency[agencyName]! });
  return { ...t, asIn, home, sent, invitationToken };
}
