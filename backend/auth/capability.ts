// A right a handler knows it needs only once the body is read (deactivating
// with an edit, changing roles with a profile): the caller as a holder of the
// capability table's rights (core/capabilities.ts), and the 403 when they lack one.
import { type Capability, type Holder, holds } from '../../core/capabilities';
import type { BackOfficeRole } from '../../core/roles';
import { ApiError } from '../http/errors';
import type { Viewer } from './actor';

/** The caller's role in the agency they act in, and their back-office role. */
export const holderOf = (viewer: Viewer, user: { backOfficeRole: BackOfficeRole | null }): Holder => ({
  role: viewer.actor.role,
  backOfficeRole: user.backOfficeRole,
});

export function requireCapability(holder: Holder, capability: Capability): void {
  if (!holds(holder, capability)) throw new ApiError(403, 'forbidden');
}
