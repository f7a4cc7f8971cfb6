// GET …/ImportUserTemplate: the users sheet in the import's layout, empty (the
// headings alone) or filled with the active users the caller administers,
// one row per staff role they hold in an agency the caller sees. No password
// ever appears: new users choose theirs through the e-mailed invitation. An
// instructions sheet in the reader's language comes first (./template-guide.ts).
import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CUSTOMER_ROLE } from '../../core/roles';
import type { Viewer } from '../auth/actor';
import { userScope } from '../auth/data-scope';
import type { Database } from '../db/client';
import { agencies, userAgencyRoles, users } from '../db/schema';
import { type Locale, messagesOf } from '../i18n';
import { streamedWorkbook, writeInBackground } from '../spreadsheets/stream-writer';
import { writeGuide } from './template-guide';
import { USERS_SHEET, userSheetColumns } from './users-layout';

const leader = alias(users, 'leader');

export async function exportUserTemplate(db: Database, viewer: Viewer, filled: boolean, locale: Locale, today: Date) {
  const rows = filled
    ? await db
        .select({
          username: users.username,
          email: users.email,
          agency: agencies.name,
          role: userAgencyRoles.role,
          backOfficeRole: users.backOfficeRole,
          areaLeader: leader.username,
        })
        .from(users)
        .innerJoin(userAgencyRoles, eq(userAgencyRoles.userId, users.id))
        .innerJoin(agencies, eq(agencies.id, userAgencyRoles.agencyId))
        .leftJoin(leader, eq(leader.id, users.areaLeaderId))
        .where(
          and(
            userScope(db, viewer),
            eq(users.deactivated, false),
            ne(userAgencyRoles.role, CUSTOMER_ROLE),
            viewer.actor.scopes.users === 'all' ? undefined : eq(userAgencyRoles.agencyId, viewer.actor.agencyId),
          ),
        )
        .orderBy(asc(users.username), asc(agencies.name))
    : [];
  const file = await streamedWorkbook();
  writeInBackground(file, 'users template', async () => {
    writeGuide(file, locale, 'users', [USERS_SHEET]);
    const sheet = file.addSheet(USERS_SHEET.name, userSheetColumns());
    for (const row of rows) sheet.addRow([row.username, row.email, row.agency, row.role, row.backOfficeRole, row.areaLeader]);
    sheet.commit();
  });
  return { rows: rows.length, fileName: `${messagesOf(locale).imports.users.fileName}-${today.toISOString().slice(0, 10)}.xlsx`, body: file.body };
}
