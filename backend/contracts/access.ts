// Who may call a contracts, customers or orders endpoint (DESIGN §5): a
// signed-in member of the agency (path or X-Agency-Id) whose role has the
// action on the section. Not a member, or no such agency: 404, so agencies
// cannot be probed; a member lacking the action: 403.
import type { Context } from 'hono';
import { type Section, can, type Action } from '../../core/permissions';
import { AGENCY_HEADER, type Actor, resolveActor } from '../auth/actor';
import type { AppDeps, AuthedEnv } from '../lib/deps';
import { ApiError } from '../lib/errors';

export interface Viewer {
  actor: Actor;
  /** customers: the company whose records they see (users.company_id) */
  companyId: number | null;
}

export async function authorize(
  c: Context<AuthedEnv>,
  deps: Pick<AppDeps, 'db'>,
  section: Section,
  action: Action,
  agencyIdFromPath?: string,
): Promise<Viewer> {
  const user = c.get('user');
  const actor = await resolveActor(deps.db, user, agencyIdFromPath ?? c.req.header(AGENCY_HEADER));
  if (!actor) throw new ApiError(404, 'not_found');
  if (!can(actor.role, section, action)) throw new ApiError(403, 'forbidden');
  return { actor, companyId: user.companyId };
}
