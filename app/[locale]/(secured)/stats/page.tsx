import { getTranslations } from 'next-intl/server';
import { StatsCard } from '@/components/stats/stats-card';
import type { Locale } from '@/i18n/routing';
import { getStatsCards } from '@/lib/api/stats';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { formatDay } from '@/lib/stats/format';
import { hrefOf, parseStatsView, toCardsQuery } from '@/lib/stats/view';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The overview: one card per category (its headline metric) against the previous period. */
export default async function StatsOverviewPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('stats', locale);
  const view = parseStatsView(await searchParams);
  const [cards, t, categories] = await Promise.all([
    pageRead(getStatsCards(session, toCardsQuery(view)), locale),
    getTranslations('stats'),
    getTranslations('statsCategories'),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
        <p className="text-sm text-ink-muted">{t('intro')}</p>
      </div>
      <section aria-labelledby="stats-categories" className="flex flex-col gap-2">
        <h3 id="stats-categories" className="text-base font-semibold text-ink">
          {t('overview.categories')}
        </h3>
        <p className="text-sm text-ink-muted">
          {t('period.range', { from: formatDay(cards.period.from!, locale), to: formatDay(cards.period.to!, locale) })}
          {' · '}
          {t('period.previous', { from: formatDay(cards.previousPeriod.from!, locale), to: formatDay(cards.previousPeriod.to!, locale) })}
        </p>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {cards.cards.map((card) => (
            <li key={card.category}>
              <StatsCard
                card={card}
                locale={locale}
                href={hrefOf(`/stats/${card.category}`, view)}
                title={`${categories(card.category)} · ${t(`metrics.${card.metric}` as never)}`}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
