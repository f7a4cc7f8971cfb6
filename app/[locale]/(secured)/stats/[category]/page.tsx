import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PeriodLine } from '@/components/stats/period-line';
import { StatsPeriodForm } from '@/components/stats/period-form';
import { StatsCard } from '@/components/stats/stats-card';
import { isStatsCategory } from '@/core/domain/stats';
import type { Locale } from '@/i18n/routing';
import { getStatsCards } from '@/lib/api/stats';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { hrefOf, parseStatsView, toCardsQuery, withPeriod } from '@/lib/stats/view';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('statsCategory');

interface Props {
  params: Promise<{ locale: Locale; category: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A category: one card per metric against the previous period, each opening its table. */
export default async function StatsCategoryPage({ params, searchParams }: Props) {
  const { locale, category } = await params;
  const session = await requirePage('statsCategory', locale);
  if (!isStatsCategory(category)) notFound();
  const view = parseStatsView(await searchParams);
  const [cards, t] = await Promise.all([pageRead(getStatsCards(session, toCardsQuery(view, category)), locale), getTranslations('stats')]);
  return (
    <div className="flex flex-col gap-4">
      <StatsPeriodForm view={view} path={`/stats/${category}`} cards={cards} />
      <PeriodLine cards={cards} />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cards.cards.map((card) => (
          <li key={card.metric}>
            <StatsCard
              card={card}
              href={hrefOf(`/stats/${category}/${card.metric}`, withPeriod(view, cards.period))}
              title={t(`metrics.${card.metric}` as never)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
