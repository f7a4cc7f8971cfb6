import { useTranslations } from 'next-intl';
import type { TicketDetail } from '@/lib/api/tickets';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../ui/alert';
import { TicketStatusBadge } from './ticket-status-badge';

/** A ticket's number, kind, status and opening day; the notice of its creation or deletion. */
export function TicketHeader({ ticket, created }: { ticket: TicketDetail; created: boolean }) {
  const t = useTranslations('tickets');
  const format = useFormat();
  return (
    <div className="flex flex-col gap-3">
      {created && <Alert tone="info">{t('detail.created', { number: ticket.number })}</Alert>}
      {ticket.deletedAt && <Alert tone="warning">{t('detail.deleted', { date: format.moment(ticket.deletedAt) })}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-ink" data-testid="ticket-number">
          {ticket.number}
        </h2>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <p className="text-sm text-ink-muted">
        {t(`kind.${ticket.kind}`)} · {ticket.customer.name} · {t('detail.openedOn', { date: format.moment(ticket.createdAt) })}
      </p>
    </div>
  );
}
