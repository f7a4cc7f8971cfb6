import { useTranslations } from 'next-intl';
import { ORDER_STATUSES } from '@/core/domain/contracts';
import { Link } from '@/i18n/navigation';
import { pageSizeOptions } from '@/lib/list-state';
import { DEFAULT_ORDER_FILTERS, type OrderFilters, ordersHref, withOrderFilters } from '@/lib/orders/filters';
import { Button } from '../ui/button';
import { GetForm } from '../ui/get-form';
import { FILTER_INPUT, FILTER_LABEL, HiddenField } from '../ui/filter-fields';

const input = FILTER_INPUT;
const label = FILTER_LABEL;

/** The orders view's filters as a GET form: the address is the filtered view; the sort stays. */
export function OrdersFilters({ filters, agencyName }: { filters: OrderFilters; agencyName: string | null }) {
  const t = useTranslations('orders.filters');
  const statuses = useTranslations('contracts.orderStatus');
  const sorted = filters.sort !== DEFAULT_ORDER_FILTERS.sort || filters.direction !== DEFAULT_ORDER_FILTERS.direction;
  return (
    <GetForm
      key={ordersHref({ ...filters, page: 1 })}
      role="search"
      aria-label={t('label')}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <HiddenField name="agencyId" value={filters.agencyId ?? null} />
      <HiddenField name="sort" value={sorted ? filters.sort : null} />
      <HiddenField name="direction" value={sorted ? filters.direction : null} />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-5">
        <div className="flex flex-col gap-1">
          <label htmlFor="orders-q" className={label}>
            {t('search')}
          </label>
          <input id="orders-q" name="q" type="search" defaultValue={filters.q} maxLength={100} placeholder={t('searchPlaceholder')} className={input} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="orders-supplier" className={label}>
            {t('supplier')}
          </label>
          <input
            id="orders-supplier"
            name="supplier"
            type="search"
            defaultValue={filters.supplier}
            maxLength={100}
            placeholder={t('supplierPlaceholder')}
            className={input}
          />
        </div>
        {/* two date inputs side by side need two columns */}
        <fieldset className="flex flex-col gap-1 md:col-span-2">
          <legend className={label}>{t('created')}</legend>
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor="createdFrom">{`${t('created')} – ${t('from')}`}</label>
            <input id="createdFrom" name="createdFrom" type="date" defaultValue={filters.createdFrom ?? ''} className={`${input} min-w-0 flex-1`} />
            <span aria-hidden className="text-ink-muted">
              –
            </span>
            <label className="sr-only" htmlFor="createdTo">{`${t('created')} – ${t('to')}`}</label>
            <input id="createdTo" name="createdTo" type="date" defaultValue={filters.createdTo ?? ''} className={`${input} min-w-0 flex-1`} />
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor="orders-page-size" className={label}>
            {t('pageSize')}
          </label>
          <select id="orders-page-size" name="pageSize" defaultValue={String(filters.pageSize)} className={input}>
            {pageSizeOptions(filters.pageSize).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className={`${label} mb-1`}>{t('orderStatus')}</legend>
        {ORDER_STATUSES.map((status) => (
          <label key={status} className="inline-flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="orderStatus" value={status} defaultChecked={filters.orderStatus?.includes(status)} className="h-4 w-4" />
            {statuses(status)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{t('apply')}</Button>
        <Link href="/orders" className="text-sm font-medium text-primary hover:underline">
          {t('reset')}
        </Link>
        {filters.agencyId !== undefined && (
          <Link
            href={ordersHref(withOrderFilters(filters, { agencyId: undefined }))}
            aria-label={t('remove', { label: t('agency', { name: agencyName ?? String(filters.agencyId) }) })}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-ink hover:bg-slate-200"
          >
            {t('agency', { name: agencyName ?? String(filters.agencyId) })} <span aria-hidden>×</span>
          </Link>
        )}
      </div>
    </GetForm>
  );
}
