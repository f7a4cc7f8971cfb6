import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ACCOUNT_STATES, accountStateValue } from '@/lib/admin/account-state';
import { DEFAULT_USER_FILTERS, type UserFilters, hasUserFilters } from '@/lib/admin/user-filters';
import type { UserFormOptions } from '@/lib/api/admin';
import { GetForm } from '../ui/get-form';
import { SelectField } from '../ui/select-field';

/** Search and filters of /users; the address keeps them, and the sort. */
export function UsersFilters({ filters, options, showAgency }: { filters: UserFilters; options: UserFormOptions; showAgency: boolean }) {
  const t = useTranslations('users');
  const roles = useTranslations('roles');
  const sorted = filters.sort !== DEFAULT_USER_FILTERS.sort || filters.direction !== DEFAULT_USER_FILTERS.direction;
  const any = { value: '', label: t('filters.any') };
  return (
    <GetForm
      key={JSON.stringify(filters)}
      role="search"
      aria-label={t('filters.label')}
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      {sorted && <input type="hidden" name="sort" value={filters.sort} />}
      {sorted && <input type="hidden" name="direction" value={filters.direction} />}
      <div className="flex flex-col gap-1 lg:col-span-2">
        <label htmlFor="users-q" className="text-sm font-medium text-ink">
          {t('filters.search')}
        </label>
        <input
          id="users-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={100}
          placeholder={t('filters.searchPlaceholder')}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary"
        />
      </div>
      <SelectField
        name="role"
        label={t('filters.role')}
        defaultValue={filters.role ?? ''}
        options={[any, ...options.roles.map((r) => ({ value: r, label: roles(r) }))]}
      />
      {showAgency && (
        <SelectField
          name="agencyId"
          label={t('filters.agency')}
          defaultValue={filters.agencyId ?? ''}
          options={[any, ...options.agencies.map((a) => ({ value: String(a.id), label: a.name }))]}
        />
      )}
      <SelectField
        name="areaLeaderId"
        label={t('filters.areaLeader')}
        defaultValue={filters.areaLeaderId ?? ''}
        options={[any, ...options.areaLeaders.map((l) => ({ value: String(l.id), label: l.username }))]}
      />
      <SelectField
        name="deactivated"
        label={t('filters.state')}
        defaultValue={accountStateValue(filters.deactivated)}
        options={ACCOUNT_STATES.map(({ value, state }) => ({ value, label: t(`filters.states.${state}`) }))}
      />
      <div className="flex items-center gap-3 lg:col-span-6">
        <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark">
          {t('filters.apply')}
        </button>
        {hasUserFilters(filters) && (
          <Link href="/users" className="text-sm font-medium text-primary hover:underline">
            {t('filters.reset')}
          </Link>
        )}
      </div>
    </GetForm>
  );
}
