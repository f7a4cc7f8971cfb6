import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { BACK_OFFICE_ROLES, ROLES } from '@/core/roles';
import type { AuditEntrySchema } from '@/core/schemas/audit';
import { AuditHistory } from './audit-history';

const includes = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** A user's history with roles in words: the API stores memberships as "Agency: role_code". */
export function UserHistory({ entries }: { entries: z.infer<typeof AuditEntrySchema>[] }) {
  const fields = useTranslations('users.form');
  const users = useTranslations('users');
  const roles = useTranslations('roles');
  return (
    <AuditHistory
      entries={entries}
      fieldLabel={(field) => (fields.has(field as never) ? fields(field as never) : field)}
      valueLabel={(field, value) => {
        if (field === 'backOfficeRole' && includes(BACK_OFFICE_ROLES, value)) return users(`backOffice.${value}`);
        const membership = field === 'memberships' ? /^(.*): (\w+)$/.exec(value) : null;
        if (membership && includes(ROLES, membership[2]!)) return `${membership[1]}: ${roles(membership[2])}`;
        return value;
      }}
    />
  );
}
