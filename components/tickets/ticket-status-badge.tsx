import { useTranslations } from 'next-intl';
import type { TicketStatus } from '@/core/domain/tickets';
import { TICKET_STATUS_TONES } from '@/lib/tickets/status-tones';
import { Badge } from '../ui/badge';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useTranslations('tickets.status');
  return (
    <Badge tone={TICKET_STATUS_TONES[status]} data-status={status}>
      {t(status)}
    </Badge>
  );
}
