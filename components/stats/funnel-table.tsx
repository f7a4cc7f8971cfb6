import { getTranslations } from 'next-intl/server';
import type { StatsFunnel } from '@/core/schemas/stats';
import { Link } from '@/i18n/navigation';
import { formatMeasure } from '@/lib/stats/format';
import { contractsHref } from '@/lib/stats/view';
import { SimpleTable } from '../ui/simple-table';

/** Quotes → submitted → approved → active, what each stage lost, and why contracts were refused. */
export async function FunnelTables({ funnel, locale }: { funnel: StatsFunnel; locale: string }) {
  const [t, reasons] = await Promise.all([getTranslations('stats.funnel'), getTranslations('contracts.decision.reasons')]);
  const count = (value: number) => formatMeasure(value, 'count', locale);
  // The provider's reason codes are worded where a contract shows its decisions.
  const reason = (code: string) => (code === 'refusedByCustomer' ? t('refusedByCustomer') : reasons.has(code as never) ? reasons(code as never) : code);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <SimpleTable
        caption={t('caption')}
        testId="stats-funnel"
        columns={[
          { key: 'stage', header: t('stage') },
          { key: 'contracts', header: t('contracts'), align: 'right' },
          { key: 'dropOff', header: t('dropOff'), align: 'right' },
        ]}
        rows={funnel.stages.map((stage) => {
          const href = contractsHref(stage.drill);
          return {
            id: stage.stage,
            stage: t(`stages.${stage.stage}`),
            contracts: href ? (
              <Link href={href} className="text-primary hover:underline">
                {count(stage.contracts)}
              </Link>
            ) : (
              count(stage.contracts)
            ),
            dropOff: formatMeasure(stage.dropOff, 'percent', locale),
          };
        })}
      />
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-ink">{t('refusals')}</h4>
        {funnel.refusals.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('noRefusals')}</p>
        ) : (
          <SimpleTable
            caption={t('refusals')}
            columns={[
              { key: 'reason', header: t('reason') },
              { key: 'contracts', header: t('contracts'), align: 'right' },
            ]}
            rows={funnel.refusals.map((r) => ({ id: r.reason, reason: reason(r.reason), contracts: count(r.contracts) }))}
          />
        )}
      </div>
    </div>
  );
}
