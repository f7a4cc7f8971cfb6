// The users workbook's layout, one source for ImportUserTemplate (empty, or
// filled with the users the caller administers) and for the users import
// that reads it back. One row is one user's role in one agency; column codes
// are the same in every language.
import { STAFF_ROLES } from '../../core/domain/administration';
import { BACK_OFFICE_ROLES } from '../../core/roles';
import type { SheetColumn } from '../spreadsheets/stream-writer';
import { layoutColumns } from './catalog-layout';
import type { SheetLayout } from './sheet-rows';

export const USERS_SHEET = {
  name: 'Users',
  columns: [
    { key: 'username', width: 24 },
    { key: 'email', width: 32 },
    { key: 'agency', width: 28 },
    /** the role's code: agency_admin, agent, … */
    { key: 'role', width: 18, choices: STAFF_ROLES },
    /** Administrator, Editor, Viewer or empty (administrators only) */
    { key: 'backOfficeRole', width: 16, choices: BACK_OFFICE_ROLES },
    /** the username of a capo area or group manager of the agency, or empty */
    { key: 'areaLeader', width: 24 },
  ],
} as const satisfies SheetLayout;

export const userSheetColumns = (): SheetColumn[] => layoutColumns(USERS_SHEET.columns);
