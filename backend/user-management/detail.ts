// One user as the users page shows them: profile, agencies and roles, what the caller may do, and the history.
import { auditTrail } from '../audit/record';
import type { Database } from '../db/client';
import { userHistoryFor } from './history-view';
import { findUser, targetOf } from './read';
import { allowedOn } from './rules';
import { type AdminCaller, callerOf } from './write';

export async function userDetail(db: Database, caller: AdminCaller, id: number) {
  const [user, target, history] = await Promise.all([findUser(db, caller.viewer, id), targetOf(db, id), auditTrail(db, 'user', id)]);
  // The history shows the agencies the membership list shows: every one to administrators, else the caller's.
  const visible = caller.viewer.actor.scopes.users === 'all' ? null : new Set(user.memberships.map((m) => m.agency.name));
  return { ...user, allowed: allowedOn(callerOf(caller), target), history: userHistoryFor(visible, history) };
}
