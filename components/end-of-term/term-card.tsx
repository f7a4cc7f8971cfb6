import { useTranslations } from 'next-intl';
import type { ContractEndOfTerm } from '@/core/schemas/end-of-term';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format/use-format';
import { Section } from '../ui/section';

/**
 * A running contract's end of term on its page (docs/domain.md, "End of
 * term"): the end date, the notice deadline and the choice. A customer reads
 * what the options are; staff who decide find the contract in "Scadenze".
 */
export function TermCard({ term, customer, canDecide }: { term: ContractEndOfTerm; customer: boolean; canDecide: boolean }) {
  const t = useTranslations('endOfTerm');
  const format = useFormat();
  const days = term.daysToDeadline;
  const choice = term.choice;
  const row = (label: string, value: React.ReactNode) => (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="text-sm text-ink">{value}</dd>
    </div>
  );
  return (
    <Section id="end-of-term" title={t('term.title')}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="end-of-term-card">
        {row(t('term.endDate'), <time dateTime={term.endDate}>{format.day(term.endDate)}</time>)}
        {row(t('term.noticeDeadline'), <time dateTime={term.noticeDeadline}>{format.day(term.noticeDeadline)}</time>)}
        {row(t('term.daysLeft'), days < 0 ? t('table.daysPassed', { days: -days }) : t('table.daysLeft', { days }))}
        {row(t('term.choice'), choice ? t(`outcomes.${choice.outcome}`) : t('term.none'))}
        {choice?.outcome === 'extend' &&
          row(
            t('term.extension'),
            t('term.extensionValue', { months: choice.extensionMonths ?? 0, amount: format.money(choice.extensionMonthlyPayment ?? 0) }),
          )}
        {choice?.replacement &&
          row(
            t('term.replacement'),
            <Link href={`/contracts/${choice.replacement.id}`} className="text-primary hover:underline">
              {choice.replacement.number}
            </Link>,
          )}
      </dl>
      {customer && <p className="mt-3 text-sm text-ink">{choice ? t('term.customerChosen') : t('term.customerOptions')}</p>}
      {canDecide && !choice && (
        <p className="mt-3">
          <Link href={`/end-of-term?window=all&q=${encodeURIComponent(term.number)}`} className="text-sm font-medium text-primary hover:underline">
            {t('term.choose')}
          </Link>
        </p>
      )}
    </Section>
  );
}
