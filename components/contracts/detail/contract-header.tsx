import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { timeInStatus } from '@/lib/contracts/time-in-status';
import { Badge } from '../../ui/badge';
import { ContractStatusBadge } from '../status-badges';

/**
 * The contract's number and status, how long it has been in that status and,
 * for the agency's staff, whether that is too long (a customer is not told
 * about the agency's own stall limits).
 */
export function ContractHeader({ contract, now, staff = true }: { contract: ContractDetail; now: Date; staff?: boolean }) {
  const t = useTranslations('contracts');
  const format = useFormat();
  const measured = timeInStatus(contract.status, contract.lastStatusChangeAt, now);
  const time = staff ? measured : { ...measured, stalled: false };
  const duration = time.days === 0 ? t('detail.hours', { count: time.hours }) : t('detail.days', { count: time.days });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold text-ink" data-testid="contract-number">
          {contract.number}
        </h2>
        <span data-testid="contract-status">
          <ContractStatusBadge status={contract.status} />
        </span>
        {contract.archived && <Badge tone="neutral">{t('columns.archived')}</Badge>}
      </div>
      <p
        data-testid="time-in-status"
        data-stalled={time.stalled || undefined}
        className={`inline-flex w-fit flex-wrap items-center gap-2 rounded-md px-2 py-1 text-sm ${time.stalled ? 'bg-amber-100 font-medium text-amber-900 ring-1 ring-amber-300' : 'text-ink-muted'}`}
      >
        {time.stalled && (
          <svg aria-hidden viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        )}
        <span>{t('detail.timeInStatus', { duration })}</span>
        {time.stalled && <span>· {t('detail.stalled', { limit: time.limitDays ?? 0 })}</span>}
      </p>
      {contract.archivedAt && <p className="text-sm text-ink-muted">{t('detail.archivedOn', { date: format.date(contract.archivedAt) })}</p>}
      {contract.dossierCancelledAt && (
        <p className="text-sm font-medium text-red-800">{t('detail.dossierCancelledOn', { date: format.date(contract.dossierCancelledAt) })}</p>
      )}
    </div>
  );
}
