import { getTranslations } from 'next-intl/server';
import { FunnelTables } from '@/components/stats/funnel-table';
import { StalledTable } from '@/components/stats/stalled-table';
import { PeriodLine } from '@/components/stats/period-line';
import { StatsPeriodForm } from '@/components/stats/period-form';
import { StatsCard } from '@/components/stats/stats-card';
import { STALLED_FLOOR_DAYS } from '@/core/domain/stats';
import type { Locale } from '@/i18n/routing';
import { getStalledDeals, getStatsCards, getStatsFunnel } from '@/lib/api/stats';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { hrefOf, parseStatsView, toCardsQuery, toFunnelQuery, toStalledQuery, withPeriod } from '@/lib/stats/view';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('stats');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The overview: one card per category (its headline metric) against the previous period, the funnel and the stalled deals. */
export default async function StatsOverviewPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('stats', locale);
  const view = parseStatsView(await searchParams);
  const [cards, funnel, stalled, t, categories] = await Promise.all([
    pageRead(getStatsCards(session, toCardsQuery(view)), locale),
    pageRead(getStatsFunnel(session, toFunnelQuery(view)), locale),
    // A deal is stalled today: the stalled deals take the filters, not the period.
    pageRead(getStalledDeals(session, toStalledQuery(view)), locale),
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
        <StatsPeriodForm view={view} path="/stats" cards={cards} />
        <PeriodLine cards={cards} />
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {cards.cards.map((card) => (
            <li key={card.category}>
              <StatsCard
                card={card}
                href={hrefOf(`/stats/${card.category}`, withPeriod(view, cards.period))}
                title={`${categories(card.category)} · ${t(`metrics.${card.metric}` as never)}`}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stats-funnel" className="flex flex-col gap-2">
        <h3 id="stats-funnel" className="text-base font-semibold text-ink">
          {t('funnel.heading')}
        </h3>
        <FunnelTables funnel={funnel} />
      </section>
      <section aria-labelledby="stats-stalled" className="flex flex-col gap-2">
        <h3 id="stats-stalled" className="text-base font-semibold text-ink">
          {t('stalled.heading')}
        </h3>
        <p className="text-sm text-ink-muted">
          {t('stalled.intro', { floor: STALLED_FLOOR_DAYS })} {t('stalled.count', { total: stalled.total })}
        </p>
        <StalledTable deals={stalled} />
      </section>
    </div>
  );
}
