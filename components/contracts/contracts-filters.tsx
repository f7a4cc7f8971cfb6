import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { CONTRACT_TYPES } from '@/core/domain/catalogue';
import { CONTRACT_STATUSES } from '@/core/domain/contracts';
import { type ContractFilters, DEFAULT_FILTERS, hrefOf } from '@/lib/contracts/filters';
import { PROVIDER_CODES } from '@/lib/contracts/provider-filter';
import { pageSizeOptions } from '@/lib/list-state';
import { GetForm } from '../ui/get-form';
import { FILTER_INPUT, FILTER_LABEL, HiddenField } from '../ui/filter-fields';

const input = FILTER_INPUT;
const label = FILTER_LABEL;

function DateRange({ name, legend, from, to }: { name: 'created' | 'closing'; legend: string; from: string | undefined; to: string | undefined }) {
  const t = useTranslations('contracts.filters');
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className={label}>{legend}</legend>
      <div className="flex min-w-0 items-center gap-2">
        <label className="sr-only" htmlFor={`${name}From`}>{`${legend} – ${t('from')}`}</label>
        <input id={`${name}From`} name={`${name}From`} type="date" defaultValue={from ?? ''} className={`min-w-0 flex-1 ${input}`} />
        <span aria-hidden className="text-ink-muted">
          –
        </span>
        <label className="sr-only" htmlFor={`${name}To`}>{`${legend} – ${t('to')}`}</label>
        <input id={`${name}To`} name={`${name}To`} type="date" defaultValue={to ?? ''} className={`min-w-0 flex-1 ${input}`} />
      </div>
    </fieldset>
  );
}

/** The filters the API applies, as a form whose address is the filtered view; the sort and the narrowing links stay. */
export function ContractsFilters({ filters }: { filters: ContractFilters }) {
  const t = useTranslations('contracts.filters');
  const statuses = useTranslations('contracts.status');
  const types = useTranslations('contracts.type');
  const sorted = filters.sort !== DEFAULT_FILTERS.sort || filters.direction !== DEFAULT_FILTERS.direction;
  return (
    // Keyed by the view: a filter removed elsewhere (a chip, a link) leaves the form, not just the address.
    <GetForm
      key={hrefOf('/contracts', { ...filters, page: 1 })}
      role="search"
      aria-label={t('label')}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <HiddenField name="archived" value={filters.archived === DEFAULT_FILTERS.archived ? undefined : filters.archived} />
      <HiddenField name="agencyId" value={filters.agencyId} />
      <HiddenField name="agentId" value={filters.agentId} />
      <HiddenField name="customerId" value={filters.customerId} />
      <HiddenField name="sort" value={sorted ? filters.sort : undefined} />
      <HiddenField name="direction" value={sorted ? filters.direction : undefined} />
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="contracts-q" className={label}>
            {t('search')}
          </label>
          <input
            id="contracts-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            className={input}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="contracts-provider" className={label}>
            {t('provider')}
          </label>
          <select id="contracts-provider" name="provider" defaultValue={filters.provider ?? ''} className={input}>
            <option value="">{t('anyProvider')}</option>
            {PROVIDER_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="contracts-page-size" className={label}>
            {t('pageSize')}
          </label>
          <select
            id="contracts-page-size"
            name="pageSize"
            defaultValue={filters.pageSize === DEFAULT_FILTERS.pageSize ? '' : filters.pageSize}
            className={input}
          >
            {pageSizeOptions(filters.pageSize).map((size) => (
              <option key={size} value={size === DEFAULT_FILTERS.pageSize ? '' : size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      <details className="group rounded-md border border-slate-200 px-3 py-2" open={filters.status !== undefined}>
        <summary className="cursor-pointer text-sm font-medium text-ink">
          {t('status')} <span className="font-normal text-ink-muted">({t('selected', { count: filters.status?.length ?? 0 })})</span>
        </summary>
        <fieldset className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">{t('status')}</legend>
          {CONTRACT_STATUSES.map((status) => (
            <label key={status} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                name="status"
                value={status}
                defaultChecked={filters.status?.includes(status)}
                className="h-4 w-4 accent-[var(--primary)]"
              />
              {statuses(status)}
            </label>
          ))}
        </fieldset>
      </details>
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
        <fieldset className="flex flex-col gap-1">
          <legend className={label}>{t('type')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1 py-2">
            {CONTRACT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" name="type" value={type} defaultChecked={filters.type?.includes(type)} className="h-4 w-4 accent-[var(--primary)]" />
                {types(type)}
              </label>
            ))}
          </div>
        </fieldset>
        <DateRange name="created" legend={t('created')} from={filters.createdFrom} to={filters.createdTo} />
        <DateRange name="closing" legend={t('closing')} from={filters.closingFrom} to={filters.closingTo} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark">
          {t('apply')}
        </button>
        <Link href={hrefOf('/contracts', { ...DEFAULT_FILTERS, archived: filters.archived })} className="text-sm font-medium text-primary hover:underline">
          {t('reset')}
        </Link>
      </div>
    </GetForm>
  );
}
