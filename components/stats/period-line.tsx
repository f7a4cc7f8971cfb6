import { getTranslations } from 'next-intl/server';
import type { StatsCards } from '@/core/schemas/stats';
import { formatDay } from '@/lib/stats/format';

/** The cards' period and the one they are compared with. */
export async function PeriodLine({ cards, locale }: { cards: Pick<StatsCards, 'period' | 'previousPeriod'>; locale: string }) {
  const t = await getTranslations('stats.period');
  const range = ({ from, to }: { from: string | null; to: string | null }) => ({ from: formatDay(from!, locale), to: formatDay(to!, locale) });
  return (
    <p className="text-sm text-ink-muted">
      {t('range', range(cards.period))}
      {' · '}
      {t('previous', range(cards.previousPeriod))}
    </p>
  );
}
