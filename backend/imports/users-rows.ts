// A users workbook's rows checked against the row schema (the users API's own
// fields) and against each other, before the database is read: the same user
// in the same agency twice, a user's rows that disagree on the e-mail, the
// back-office role or the area leader, and one e-mail for two usernames.
import { type UserRow, UserRowSchema } from '../../core/schemas/imports';
import { ApiError } from '../http/errors';
import type { ReadSheet } from '../spreadsheets/read-workbook';
import type { Numbered, ReportEntry } from './catalog-rows';
import { inputsOf, parseRow } from './sheet-rows';
import { USERS_SHEET } from './users-layout';

export type UserRows = Numbered<UserRow>[];

export const userKey = (username: string) => username.toLowerCase();

const USER_FIELDS = ['email', 'backOfficeRole', 'areaLeader'] as const;

/** A row the schema refused, kept as typed: the plan still checks the agency, role and area leader it names (one pass reports all). */
export interface LooseRow {
  entry: ReportEntry;
  input: Record<string, unknown>;
}

export function checkUserRows(sheets: ReadSheet[]): { rows: UserRows; report: ReportEntry[]; loose: LooseRow[] } {
  const sheet = sheets.find((s) => s.name.trim().toLowerCase() === USERS_SHEET.name.toLowerCase());
  if (!sheet) throw new ApiError(400, 'wrong_template', { params: { name: USERS_SHEET.name } });
  const rows: UserRows = [];
  const report: ReportEntry[] = [];
  const loose: LooseRow[] = [];
  const firstOfUser = new Map<string, Numbered<UserRow>>();
  const firstOfMembership = new Map<string, number>();
  const ownerOfEmail = new Map<string, string>();
  for (const { number, input } of inputsOf(sheet, USERS_SHEET)) {
    const error = (errors: ReportEntry['errors']) =>
      report.push({ sheet: USERS_SHEET.name, row: number, key: input.username == null ? null : String(input.username), action: 'error', errors });
    const parsed = parseRow(UserRowSchema, input, USERS_SHEET.columns);
    if (parsed.errors) {
      error(parsed.errors);
      loose.push({ entry: report.at(-1)!, input });
      continue;
    }
    const row = parsed.data;
    const key = userKey(row.username);
    const membership = `${key}|${row.agency.toLowerCase()}`;
    const sameMembership = firstOfMembership.get(membership);
    if (sameMembership !== undefined) {
      error([{ field: 'agency', code: 'duplicate_row', params: { row: sameMembership } }]);
      continue;
    }
    const first = firstOfUser.get(key);
    const disagreeing = first ? USER_FIELDS.filter((field) => (first.data[field] ?? '').toLowerCase() !== (row[field] ?? '').toLowerCase()) : [];
    if (first && disagreeing.length > 0) {
      error(disagreeing.map((field) => ({ field, code: 'user_rows_disagree' as const, params: { row: first.row } })));
      continue;
    }
    const owner = ownerOfEmail.get(row.email.toLowerCase());
    if (owner !== undefined && owner !== key) {
      error([{ field: 'email', code: 'email_in_use' }]);
      continue;
    }
    ownerOfEmail.set(row.email.toLowerCase(), key);
    firstOfMembership.set(membership, number);
    if (!first) firstOfUser.set(key, { row: number, data: row });
    rows.push({ row: number, data: row });
  }
  return { rows, report, loose };
}
