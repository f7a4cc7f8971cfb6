import { getTranslations } from 'next-intl/server';
import type { StatsCards } from '@/core/schemas/stats';
import { getFormat } from '@/lib/format/get-format';

/** The cards' period and the one they are compared with. */
export async function PeriodLine({ cards }: { cards: Pick<StatsCards, 'period' | 'previousPeriod'> }) {
  const [t, format] = await Promise.all([getTranslations('stats.period'), getFormat()]);
  const range = ({ from, to }: { from: string | null; to: string | null }) => ({ from: format.day(from!), to: format.day(to!) });
  return (
    <p className="text-sm text-ink-muted">
      {t('range', range(cards.period))}
      {' · '}
      {t('previous', range(cards.previousPeriod))}
    </p>
  );
}
