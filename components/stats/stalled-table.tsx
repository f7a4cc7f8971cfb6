import { getTranslations } from 'next-intl/server';
import type { StalledDeals } from '@/core/schemas/stats';
import { Link } from '@/i18n/navigation';
import { formatMeasure } from '@/lib/stats/format';
import { SimpleTable } from '../ui/simple-table';

/** Open contracts longer in their status than their agency usually takes, the most overdue first. */
export async function StalledTable({ deals, locale }: { deals: StalledDeals; locale: string }) {
  const [t, statuses] = await Promise.all([getTranslations('stats.stalled'), getTranslations('contracts.status')]);
  if (deals.items.length === 0) return <p className="text-sm text-ink-muted">{t('none')}</p>;
  return (
    <SimpleTable
      caption={t('caption')}
      testId="stats-stalled"
      columns={[
        { key: 'contract', header: t('contract') },
        { key: 'status', header: t('status') },
        { key: 'agency', header: t('agency') },
        { key: 'company', header: t('company') },
        { key: 'since', header: t('since') },
        { key: 'days', header: t('days'), align: 'right' },
        { key: 'usual', header: t('usualDays'), align: 'right' },
      ]}
      rows={deals.items.map((deal) => ({
        id: deal.contractId,
        contract: (
          <Link href={`/contracts/${deal.contractId}`} className="text-primary hover:underline">
            {deal.number}
          </Link>
        ),
        status: statuses(deal.status),
        agency: deal.agency.name,
        company: deal.companyName,
        since: formatMeasure(deal.since, 'date', locale),
        days: formatMeasure(deal.days, 'days', locale),
        usual: formatMeasure(deal.usualDays, 'days', locale),
      }))}
    />
  );
}
