// The back-office role narrows what a person may write in the administration
// pages (core/domain/administration.ts): a Viewer reads, an Editor creates and
// edits but neither deactivates nor changes roles, an Administrator does all.
import { type AdminWrite, backOfficeAllows } from '../../core/domain/administration';
import type { BackOfficeRole } from '../../core/roles';
import { ApiError } from '../http/errors';

export function assertBackOffice(user: { backOfficeRole: BackOfficeRole | null }, write: AdminWrite): void {
  if (!backOfficeAllows(user.backOfficeRole, write)) throw new ApiError(403, 'forbidden');
}
