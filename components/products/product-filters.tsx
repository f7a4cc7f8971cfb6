import { useTranslations } from 'next-intl';
import { WAREHOUSE_STATUSES, type WarehouseStatus } from '@/core/domain/catalogue';

/** A plain GET form: filters work before (and without) any JavaScript, and the address keeps them. */
export function ProductFilters({ search, status }: { search: string; status: WarehouseStatus | '' }) {
  const t = useTranslations('products');
  return (
    <form
      method="get"
      role="search"
      aria-label={t('filters')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="product-search" className="text-sm font-medium text-ink">
          {t('search')}
        </label>
        <input
          id="product-search"
          name="q"
          type="search"
          defaultValue={search}
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:ring-2 focus:ring-primary"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="product-status" className="text-sm font-medium text-ink">
          {t('warehouseStatus')}
        </label>
        <select
          id="product-status"
          name="status"
          defaultValue={status}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:ring-2 focus:ring-primary"
        >
          <option value="">{t('anyStatus')}</option>
          {WAREHOUSE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`warehouse.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark">
        {t('applyFilters')}
      </button>
    </form>
  );
}
