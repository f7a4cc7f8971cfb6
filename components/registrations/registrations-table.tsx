import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Registration } from '@/lib/api/registrations';
import { useFormat } from '@/lib/format/use-format';
import { type RegistrationFilters, type RegistrationSort, registrationsHref, registrationsSortedBy } from '@/lib/registrations/filters';
import type { DataColumn, DataTableSort } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';
import { RegistrationActions } from './registration-actions';

/** The sign-ups waiting: who, when, the company typed, whether the agency has its record, and the two decisions; cards on a phone. */
export function RegistrationsTable({
  items,
  filters,
  caption,
  agencyId,
}: {
  items: Registration[];
  filters: RegistrationFilters;
  caption: string;
  agencyId: number;
}) {
  const t = useTranslations('registrations.list');
  const format = useFormat();
  const sort = useMemo<DataTableSort>(
    () => ({
      key: filters.sort,
      direction: filters.direction,
      href: (key) => registrationsHref(registrationsSortedBy(filters, key as RegistrationSort)),
      label: (column) => t('sortBy', { column }),
    }),
    [filters, t],
  );
  const columns = useMemo<DataColumn<Registration>[]>(
    () => [
      {
        id: 'username',
        header: t('username'),
        meta: { sortKey: 'username', rowHeader: true, phone: true },
        cell: ({ row }) => (
          <div className="text-sm">
            <p className="font-semibold">{row.original.username}</p>
            <p className="break-all text-xs">{row.original.email}</p>
            {!row.original.emailConfirmed && <p className="text-xs text-ink-muted">{t('notConfirmed')}</p>}
          </div>
        ),
      },
      {
        id: 'company',
        header: t('company'),
        meta: { sortKey: 'company', phone: true },
        cell: ({ row }) => (
          <div className="text-sm">
            <p>{row.original.company.name}</p>
            <p className="font-mono text-xs">{row.original.company.vatNumber}</p>
            <p className="text-xs text-ink-muted">
              {row.original.company.municipality} ({row.original.company.province})
            </p>
            <p className="text-xs">
              {t('record')}: {row.original.record?.name ?? t('recordNone')}
            </p>
          </div>
        ),
      },
      {
        id: 'createdAt',
        header: t('createdAt'),
        meta: { sortKey: 'createdAt', align: 'right', phone: true },
        cell: ({ row }) => format.date(row.original.createdAt),
      },
      {
        id: 'actions',
        header: t('actions'),
        meta: { phone: true },
        cell: ({ row }) => <RegistrationActions agencyId={agencyId} registration={row.original} />,
      },
    ],
    [agencyId, format, t],
  );
  return (
    <ServerDataTable
      columns={columns}
      data={items}
      caption={caption}
      getRowId={(r) => String(r.id)}
      sort={sort}
      testId="registrations-table"
      rowTestId={(r) => `registration-${r.username}`}
    />
  );
}
