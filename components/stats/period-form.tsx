import { useTranslations } from 'next-intl';
import type { StatsCards } from '@/core/schemas/stats';
import { Link } from '@/i18n/navigation';
import { type StatsView, hrefOf, toSearchParams } from '@/lib/stats/view';
import { Button } from '../ui/button';
import { GetForm } from '../ui/get-form';
import { PeriodFields } from './period-fields';

/**
 * The cards' period as a form whose address is the view: the days shown are
 * the ones the cards counted (the last 365 by default), the other filters stay.
 */
export function StatsPeriodForm({ view, path, cards }: { view: StatsView; path: string; cards: Pick<StatsCards, 'period'> }) {
  const t = useTranslations('stats');
  const kept = toSearchParams({ ...view, from: undefined, to: undefined });
  return (
    <GetForm key={toSearchParams(view).toString()} aria-label={t('period.label')} className="flex flex-wrap items-end gap-3" data-testid="stats-period-form">
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PeriodFields idPrefix="stats-period" from={cards.period.from} to={cards.period.to} />
      <div className="flex items-center gap-3">
        <Button type="submit">{t('filters.apply')}</Button>
        {(view.from || view.to) && (
          <Link href={hrefOf(path, { ...view, from: undefined, to: undefined })} className="text-sm font-medium text-primary hover:underline">
            {t('period.lastYear')}
          </Link>
        )}
      </div>
    </GetForm>
  );
}
