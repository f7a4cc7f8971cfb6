import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { useMemo } from 'react';
import type { ContractSummary } from '@/core/schemas/contracts-answers';
import { Link } from '@/i18n/navigation';
import { type ContractFilters, type ContractSort, hrefOf, sortedBy, withFilters } from '@/lib/contracts/filters';
import { ProviderFilter } from '@/lib/contracts/provider-filter';
import type { DataColumn, DataTableSort } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';
import { ContractNumberLink } from './contract-number-link';
import { ContractStatusBadge } from './status-badges';

export type ContractColumn =
  | 'number'
  | 'customer'
  | 'agency'
  | 'provider'
  | 'monthlyPayment'
  | 'totalValue'
  | 'type'
  | 'createdAt'
  | 'lastStatusChangeAt'
  | 'closingDate'
  | 'status'
  | 'archived';

export const ALL_CONTRACT_COLUMNS: readonly ContractColumn[] = [
  // The figures an agent looks for first come before who and where, so they
  // stay in view when the drawer is open and the table scrolls sideways.
  'number',
  'status',
  'customer',
  'monthlyPayment',
  'totalValue',
  'type',
  'agency',
  'provider',
  'createdAt',
  'lastStatusChangeAt',
  'closingDate',
  'archived',
];

interface Props {
  items: ContractSummary[];
  caption: string;
  columns?: readonly ContractColumn[];
  /** the list's view: headers sort it, and agency, agent and provider narrow it; absent: a plain table */
  filters?: ContractFilters;
}

const LIST = '/contracts';

/**
 * The contracts list, rendered on the server: the fields, the status as a badge, and the 'Contratto in errore' question before opening one in error.
 * On a phone each contract is a card of its number, status, company, total value and creation date.
 */
export function ContractsTable({ items, caption, columns = ALL_CONTRACT_COLUMNS, filters }: Props) {
  const t = useTranslations('contracts');
  const format = useFormat();

  const sort = useMemo<DataTableSort | undefined>(
    () =>
      filters && {
        key: filters.sort,
        direction: filters.direction,
        href: (key) => hrefOf(LIST, sortedBy(filters, key as ContractSort)),
        label: (column) => t('table.sortBy', { column }),
      },
    [filters, t],
  );
  const filterHref = useMemo(
    () =>
      filters && {
        agency: (agencyId: number) => hrefOf(LIST, withFilters(filters, { agencyId })),
        agent: (agentId: number) => hrefOf(LIST, withFilters(filters, { agentId })),
        // A provider the list's select does not offer narrows nothing: its code stays plain text.
        provider: (code: string) => {
          const provider = ProviderFilter.safeParse(code).data;
          return provider && hrefOf(LIST, withFilters(filters, { provider }));
        },
      },
    [filters],
  );

  const defs = useMemo(() => {
    const filterLink = (href: string | undefined, text: string, label: string) =>
      href ? (
        <Link href={href} title={label} aria-label={label} className="hover:text-primary hover:underline">
          {text}
        </Link>
      ) : (
        text
      );
    const all: Record<ContractColumn, DataColumn<ContractSummary>> = {
      number: {
        id: 'number',
        header: t('columns.number'),
        meta: { sortKey: 'number', rowHeader: true, className: 'whitespace-nowrap', phone: true },
        cell: ({ row }) => {
          const c = row.original;
          return <ContractNumberLink id={c.id} number={c.number} inError={c.status === 'error'} label={t('table.open', { number: c.number })} />;
        },
      },
      status: {
        id: 'status',
        header: t('columns.status'),
        meta: { sortKey: 'status', phone: true },
        cell: ({ row }) => <ContractStatusBadge status={row.original.status} />,
      },
      customer: {
        id: 'company',
        header: t('columns.customer'),
        meta: { sortKey: 'company', className: 'min-w-48', phone: true },
        cell: ({ row }) => {
          const c = row.original;
          return (
            <div>
              <p className="font-medium">{c.company?.name ?? t('none')}</p>
              {c.customerName && <p className="text-xs text-ink-muted">{c.customerName}</p>}
            </div>
          );
        },
      },
      agency: {
        id: 'agency',
        header: t('columns.agencyAgent'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => {
          const { agency, createdBy } = row.original;
          return (
            // Apart enough for two 24 px touch targets (WCAG 2.5.8): the agency's link and the agent's.
            <div className="flex flex-col gap-2">
              <p>{filterLink(filterHref?.agency(agency.id), agency.name, t('table.filterAgency', { name: agency.name }))}</p>
              <p className="text-xs text-ink-muted">
                {createdBy ? filterLink(filterHref?.agent(createdBy.id), createdBy.username, t('table.filterAgent', { name: createdBy.username })) : t('none')}
              </p>
            </div>
          );
        },
      },
      provider: {
        id: 'provider',
        header: t('columns.provider'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => {
          const { provider } = row.original;
          return filterLink(filterHref?.provider(provider.code), provider.code, t('table.filterProvider', { name: provider.name }));
        },
      },
      type: {
        id: 'type',
        header: t('columns.typeDuration'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <div>
            <p>{t(`type.${row.original.contractType}`)}</p>
            <p className="text-xs text-ink-muted">{t('months', { count: row.original.durationMonths })}</p>
          </div>
        ),
      },
      monthlyPayment: {
        id: 'monthlyPayment',
        header: t('columns.monthlyPayment'),
        meta: { sortKey: 'monthlyPayment', align: 'right' },
        cell: ({ row }) => format.money(row.original.monthlyPayment),
      },
      totalValue: {
        id: 'totalValue',
        header: t('columns.totalValue'),
        meta: { sortKey: 'totalValue', align: 'right', phone: true },
        cell: ({ row }) => format.money(row.original.totalValue),
      },
      createdAt: {
        id: 'createdAt',
        header: t('columns.createdAt'),
        meta: { sortKey: 'createdAt', align: 'right', phone: true },
        cell: ({ row }) => <time dateTime={row.original.createdAt}>{format.date(row.original.createdAt)}</time>,
      },
      lastStatusChangeAt: {
        id: 'lastStatusChangeAt',
        header: t('columns.lastStatusChangeAt'),
        meta: { sortKey: 'lastStatusChangeAt', align: 'right' },
        cell: ({ row }) => <time dateTime={row.original.lastStatusChangeAt}>{format.date(row.original.lastStatusChangeAt)}</time>,
      },
      closingDate: {
        id: 'closingDate',
        header: t('columns.closingDate'),
        meta: { sortKey: 'closingDate', align: 'right' },
        cell: ({ row }) => (row.original.closingDate ? <time dateTime={row.original.closingDate}>{format.day(row.original.closingDate)}</time> : t('none')),
      },
      archived: { id: 'archived', header: t('columns.archived'), cell: ({ row }) => (row.original.archived ? t('yes') : t('no')) },
    };
    // Archived or not says nothing when the view holds only one kind.
    return columns.filter((key) => key !== 'archived' || !filters || filters.archived === 'all').map((key) => all[key]);
  }, [columns, filterHref, filters, format, t]);

  return <ServerDataTable columns={defs} data={items} caption={caption} getRowId={(c) => String(c.id)} sort={sort} testId="contracts-table" />;
}
