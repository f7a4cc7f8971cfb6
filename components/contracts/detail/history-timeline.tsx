import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Section } from '../../ui/section';
import { ContractStatusBadge } from '../status-badges';
import { OverrideNote } from './override-note';

/** Every status change as a timeline, newest first: what changed, who did it (or the system, naming the credit provider that decided), when, and why; a unit's extended guarantee and a resubmission to another provider read as what they changed. */
export function HistoryTimeline({ history }: { history: ContractDetail['history'] }) {
  const t = useTranslations('contracts.detail');
  const reasons = useTranslations('contracts.decision.reasons');
  const tiers = useTranslations('tickets.tiers');
  const endOfTerm = useTranslations('endOfTerm.history');
  const format = useFormat();
  // The credit provider notes its decision's reason code; people's notes are shown as written.
  const why = (note: string) => (reasons.has(note as never) ? reasons(note as never) : note);
  const entries = [...history].reverse();
  return (
    <Section id="history" title={t('history')}>
      {entries.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noHistory')}</p>
      ) : (
        <ol className="relative ml-2 border-l-2 border-slate-200" data-testid="history">
          {entries.map((entry, i) => (
            <li key={entry.id} className="relative mb-4 pl-5 last:mb-0">
              <span aria-hidden className={`absolute -left-[7px] top-1.5 h-3 w-3 rounded-full ring-2 ring-white ${i === 0 ? 'bg-primary' : 'bg-slate-400'}`} />
              {entry.guaranteeChange ? (
                <p className="text-sm font-medium text-ink" data-testid="guarantee-change">
                  {t('guaranteeChange', {
                    model: entry.guaranteeChange.modelName,
                    serial: entry.guaranteeChange.serialNumber ?? '—',
                    from: tiers(entry.guaranteeChange.fromTier),
                    to: tiers(entry.guaranteeChange.toTier),
                    before: format.money(entry.guaranteeChange.monthlyBefore),
                    after: format.money(entry.guaranteeChange.monthlyAfter),
                    ticket: entry.guaranteeChange.ticket.number,
                  })}
                </p>
              ) : entry.endOfTerm ? (
                <p className="text-sm font-medium text-ink" data-testid="end-of-term-choice">
                  {endOfTerm(entry.endOfTerm.outcome, {
                    months: entry.endOfTerm.extensionMonths ?? 0,
                    amount: format.money(entry.endOfTerm.extensionMonthlyPayment ?? 0),
                  })}
                </p>
              ) : (
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  {entry.providerChange && (
                    <span className="w-full font-medium text-ink" data-testid="provider-change">
                      {t('providerChange', {
                        from: entry.providerChange.fromCode,
                        to: entry.providerChange.toCode,
                        before: format.money(entry.providerChange.monthlyBefore),
                        after: format.money(entry.providerChange.monthlyAfter),
                      })}
                    </span>
                  )}
                  {entry.fromStatus ? (
                    <>
                      <ContractStatusBadge status={entry.fromStatus} />
                      <span aria-hidden>→</span>
                      <span className="sr-only">{t('changedTo')}</span>
                    </>
                  ) : null}
                  <ContractStatusBadge status={entry.toStatus} />
                </div>
              )}
              <p className="mt-1 text-xs text-ink-muted">
                <time dateTime={entry.changedAt}>{format.moment(entry.changedAt)}</time>
                {' · '}
                {entry.changedBy ? t('by', { name: entry.changedBy.username }) : t('system')}
              </p>
              {entry.creditDecision ? (
                // The provider's decision: who decided and why, in the reader's language.
                <p className="mt-1 text-sm text-ink" data-testid="history-decision">
                  {t('why', { note: t('decidedBy', { provider: entry.creditDecision.providerCode, reason: why(entry.creditDecision.reason) }) })}
                </p>
              ) : (
                entry.note && <p className="mt-1 text-sm text-ink">{t('why', { note: why(entry.note) })}</p>
              )}
              {entry.override && <OverrideNote override={entry.override} />}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
