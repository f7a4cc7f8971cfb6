import { useTranslations } from 'next-intl';
import { END_OF_TERM_CHOSEN, END_OF_TERM_OUTCOMES, END_OF_TERM_WINDOWS } from '@/core/end-of-term/outcomes';
import { Link } from '@/i18n/navigation';
import { DEFAULT_END_OF_TERM_FILTERS, type EndOfTermFilters, endOfTermHref } from '@/lib/end-of-term/filters';
import { pageSizeOptions } from '@/lib/list-state';
import { Button } from '../ui/button';
import { GetForm } from '../ui/get-form';
import { FILTER_INPUT, FILTER_LABEL, HiddenField } from '../ui/filter-fields';

const input = FILTER_INPUT;
const label = FILTER_LABEL;

/** The "Scadenze" filters as a GET form: the address is the filtered view; the sort stays. */
export function EndOfTermFilters({ filters, agentName }: { filters: EndOfTermFilters; agentName?: string }) {
  const t = useTranslations('endOfTerm.filters');
  const outcomes = useTranslations('endOfTerm.outcomes');
  const sorted = filters.sort !== DEFAULT_END_OF_TERM_FILTERS.sort || filters.direction !== DEFAULT_END_OF_TERM_FILTERS.direction;
  return (
    <GetForm
      key={endOfTermHref({ ...filters, page: 1 })}
      role="search"
      aria-label={t('label')}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <HiddenField name="agencyId" value={filters.agencyId ?? null} />
      <HiddenField name="sort" value={sorted ? filters.sort : null} />
      <HiddenField name="direction" value={sorted ? filters.direction : null} />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <div className="flex flex-col gap-1 xl:col-span-2">
          <label htmlFor="end-of-term-q" className={label}>
            {t('search')}
          </label>
          <input id="end-of-term-q" name="q" type="search" defaultValue={filters.q} maxLength={100} placeholder={t('searchPlaceholder')} className={input} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="end-of-term-window" className={label}>
            {t('window')}
          </label>
          <select id="end-of-term-window" name="window" defaultValue={filters.window} className={input}>
            {END_OF_TERM_WINDOWS.map((window) => (
              <option key={window} value={window}>
                {t(`windows.${window}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="end-of-term-days" className={label}>
            {t('days')}
          </label>
          <input id="end-of-term-days" name="days" type="number" min={1} max={3650} defaultValue={filters.days} className={input} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="end-of-term-chosen" className={label}>
            {t('chosen')}
          </label>
          <select id="end-of-term-chosen" name="chosen" defaultValue={filters.chosen} className={input}>
            {END_OF_TERM_CHOSEN.map((chosen) => (
              <option key={chosen} value={chosen}>
                {t(`chosenOptions.${chosen}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="end-of-term-page-size" className={label}>
            {t('pageSize')}
          </label>
          <select id="end-of-term-page-size" name="pageSize" defaultValue={String(filters.pageSize)} className={input}>
            {pageSizeOptions(filters.pageSize).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className={`${label} mb-1`}>{t('outcome')}</legend>
          {END_OF_TERM_OUTCOMES.map((outcome) => (
            <label key={outcome} className="inline-flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="outcome" value={outcome} defaultChecked={filters.outcome?.includes(outcome)} className="h-4 w-4" />
              {outcomes(outcome)}
            </label>
          ))}
        </fieldset>
        {/* An agent is chosen by their name in the list (as in the contracts list); here the choice shows and can go. */}
        <HiddenField name="agentId" value={filters.agentId} />
        {filters.agentId !== undefined && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
            <span>{t('agentActive', { name: agentName ?? `#${filters.agentId}` })}</span>
            <Link href={endOfTermHref({ ...filters, agentId: undefined, page: 1 })} className="font-medium text-primary hover:underline">
              {t('agentClear')}
            </Link>
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{t('apply')}</Button>
        <Link href="/end-of-term" className="text-sm font-medium text-primary hover:underline">
          {t('reset')}
        </Link>
      </div>
    </GetForm>
  );
}
