import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ARCHIVED_VIEWS, type ContractFilters, hrefOf, withFilters } from '@/lib/contracts/filters';

/** Current, archived or all contracts: archived ones stay out of the way unless asked for. */
export function ArchivedToggle({ filters }: { filters: ContractFilters }) {
  const t = useTranslations('contracts.archivedView');
  return (
    <nav aria-label={t('label')}>
      <ul className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white text-sm font-medium">
        {ARCHIVED_VIEWS.map((view) => {
          const current = filters.archived === view;
          return (
            <li key={view} className="border-r border-slate-300 last:border-r-0">
              <Link
                href={hrefOf('/contracts', withFilters(filters, { archived: view }))}
                aria-current={current ? 'page' : undefined}
                className={`block px-3 py-1.5 ${current ? 'bg-primary text-primary-contrast' : 'text-ink hover:bg-slate-50'}`}
              >
                {t(view)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
