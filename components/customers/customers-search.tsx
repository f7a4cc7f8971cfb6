import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { type CustomerFilters, DEFAULT_CUSTOMER_FILTERS } from '@/lib/contracts/customer-filters';
import { GetForm } from '../ui/get-form';

/** Search by name, VAT number or municipality; the address keeps it, and the sort. */
export function CustomersSearch({ filters }: { filters: CustomerFilters }) {
  const t = useTranslations('customers');
  const sorted = filters.sort !== DEFAULT_CUSTOMER_FILTERS.sort || filters.direction !== DEFAULT_CUSTOMER_FILTERS.direction;
  return (
    <GetForm
      key={filters.q}
      role="search"
      aria-label={t('searchLabel')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      {sorted && <input type="hidden" name="sort" value={filters.sort} />}
      {sorted && <input type="hidden" name="direction" value={filters.direction} />}
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="customers-q" className="text-sm font-medium text-ink">
          {t('search')}
        </label>
        <input
          id="customers-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary"
        />
      </div>
      <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark">
        {t('apply')}
      </button>
      {filters.q && (
        <Link href="/customers" className="self-center text-sm font-medium text-primary hover:underline">
          {t('reset')}
        </Link>
      )}
    </GetForm>
  );
}
