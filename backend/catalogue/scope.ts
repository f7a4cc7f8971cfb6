// Agency scope for catalogue and pricing routes (DESIGN §5): the caller must
// belong to the agency (platform admins to any existing one), else 404 so
// agency ids cannot be probed; then the role needs the section's action.
import { type Actor, resolveActor } from '../auth/actor';
import type { User } from '../db/schema';
import type { Database } from '../db/client';
import { ApiError } from '../lib/errors';
import { type Action, type Section, can } from '../../core/permissions';

export async function agencyActor(
  db: Database,
  user: Pick<User, 'id'>,
  agencyId: number | string,
  section: Section = 'products',
  action: Action = 'read',
): Promise<Actor> {
  const actor = await resolveActor(db, user, agencyId);
  if (!actor) throw new ApiError(404, 'not_found');
  if (!can(actor.role, section, action)) throw new ApiError(403, 'forbidden');
  return actor;
}
