import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { UserSort } from '@/core/domain/user-admin';
import type { UserSummary } from '@/core/schemas/user-admin';
import { Link } from '@/i18n/navigation';
import { type UserFilters, usersHref, usersSortedBy } from '@/lib/admin/user-filters';
import { Badge } from '../ui/badge';
import type { DataColumn, DataTableSort } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';

/** The users list: who, their agencies and roles, who leads them, and whether they can sign in. */
export function UsersTable({ items, filters, caption }: { items: UserSummary[]; filters: UserFilters; caption: string }) {
  const t = useTranslations('users');
  const roles = useTranslations('roles');
  const sort = useMemo<DataTableSort>(
    () => ({
      key: filters.sort,
      direction: filters.direction,
      href: (key) => usersHref(usersSortedBy(filters, key as UserSort)),
      label: (column) => t('sortBy', { column }),
    }),
    [filters, t],
  );
  const columns = useMemo<DataColumn<UserSummary>[]>(
    () => [
      {
        id: 'username',
        header: t('columns.username'),
        meta: { phone: true, sortKey: 'username', rowHeader: true },
        cell: ({ row }) => (
          <Link
            href={`/users/${row.original.id}`}
            aria-label={t('table.open', { name: row.original.username })}
            className="font-semibold text-primary hover:underline"
          >
            {row.original.username}
          </Link>
        ),
      },
      {
        id: 'email',
        header: t('columns.email'),
        meta: { phone: true, sortKey: 'email' },
        cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
      },
      {
        id: 'memberships',
        header: t('columns.memberships'),
        cell: ({ row }) => (
          <ul className="text-xs">
            {row.original.memberships.map((m) => (
              <li key={m.agency.id}>
                {m.agency.name}: {roles(m.role)}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'backOfficeRole',
        header: t('columns.backOfficeRole'),
        cell: ({ row }) => (row.original.backOfficeRole ? t(`backOffice.${row.original.backOfficeRole}`) : '—'),
      },
      { id: 'areaLeader', header: t('columns.areaLeader'), cell: ({ row }) => row.original.areaLeader?.username ?? '—' },
      {
        id: 'state',
        meta: { phone: true },
        header: t('columns.state'),
        cell: ({ row }) =>
          row.original.deactivated ? (
            <Badge tone="danger">{t('state.deactivated')}</Badge>
          ) : row.original.awaitingPassword ? (
            <Badge tone="warning">{t('state.invited')}</Badge>
          ) : (
            <Badge tone="success">{t('state.active')}</Badge>
          ),
      },
    ],
    [roles, t],
  );
  return <ServerDataTable columns={columns} data={items} caption={caption} getRowId={(u) => String(u.id)} sort={sort} testId="users-table" />;
}
