import { useFormatter, useTranslations } from 'next-intl';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Section } from '../../ui/section';
import { ContractStatusBadge } from '../status-badges';

/** The credit provider's decisions and their reasons; a reason this portal does not know is shown as the provider gave it. */
export function CreditDecisions({ decisions }: { decisions: ContractDetail['creditDecisions'] }) {
  const t = useTranslations('contracts.decision');
  const detail = useTranslations('contracts.detail');
  const format = useFormatter();
  const reason = (code: string) => (t.has(`reasons.${code}` as never) ? t(`reasons.${code}` as never) : code);
  return (
    <Section id="decisions" title={detail('decisions')}>
      {decisions.length === 0 ? (
        <p className="text-sm text-ink-muted">{detail('noDecisions')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="credit-decisions">
          {[...decisions].reverse().map((d) => (
            <li key={d.id} className="rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ContractStatusBadge status={d.outcome} />
                <time dateTime={d.decidedAt} className="text-xs text-ink-muted">
                  {format.dateTime(new Date(d.decidedAt), { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </div>
              <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                <div>
                  <dt className="inline text-ink-muted">{t('reason')}: </dt>
                  <dd className="inline font-medium text-ink">{reason(d.reason)}</dd>
                </div>
                <div>
                  <dt className="inline text-ink-muted">{t('score')}: </dt>
                  <dd className="inline text-ink">{d.score ?? '—'}</dd>
                </div>
                <div>
                  <dt className="inline text-ink-muted">{t('provider')}: </dt>
                  <dd className="inline text-ink">{d.providerCode}</dd>
                </div>
                <div>
                  <dt className="inline text-ink-muted">{t('dossier')}: </dt>
                  <dd className="inline font-mono text-xs text-ink">{d.dossierId ?? '—'}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
