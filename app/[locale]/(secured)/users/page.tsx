import { getTranslations } from 'next-intl/server';
import { UsersFilters } from '@/components/admin/users-filters';
import { UsersTable } from '@/components/admin/users-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { leadsTeam } from '@/core/capabilities';
import { dataScopeOf } from '@/core/permissions';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { hasUserFilters, parseUserFilters, usersHref } from '@/lib/admin/user-filters';
import { getUserOptions, getUsers } from '@/lib/api/admin';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('users');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function UsersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('users', locale);
  const filters = parseUserFilters(await searchParams);
  const [page, options, t] = await Promise.all([
    pageRead(getUsers(session, filters), locale),
    pageRead(getUserOptions(session), locale),
    getTranslations('users'),
  ]);
  const pageCount = Math.max(1, Math.ceil(page.total / filters.pageSize));
  const scope = dataScopeOf(session.role!, 'users');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
          <p className="text-sm text-ink-muted" data-testid="scope-note">
            {t(`scope.${leadsTeam(session.role) ? 'team' : scope === 'all' ? 'all' : 'agency'}`, {
              agency: session.agencyName ?? '',
            })}
          </p>
        </div>
        <Link href="/users/new" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark">
          {t('new')}
        </Link>
      </div>
      <UsersFilters filters={filters} options={options} showAgency={scope === 'all'} />
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="users-count">
        {t('count', { total: page.total })}
      </p>
      {page.items.length === 0 ? (
        <EmptyState title={t('empty.title')} text={hasUserFilters(filters) ? t('empty.filtered') : t('empty.none')} />
      ) : (
        <UsersTable items={page.items} filters={filters} caption={t('table.caption', { page: filters.page, pages: pageCount })} />
      )}
      <Pagination page={filters.page} pageCount={pageCount} href={(target) => usersHref({ ...filters, page: target })} label={t('pagination')} />
    </div>
  );
}
