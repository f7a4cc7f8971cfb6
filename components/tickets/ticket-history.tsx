import { useTranslations } from 'next-intl';
import type { TicketDetail } from '@/lib/api/tickets';
import { useFormat } from '@/lib/format/use-format';
import { Badge } from '../ui/badge';
import { Section } from '../ui/section';
import { TicketStatusBadge } from './ticket-status-badge';

/** Every change of the ticket, oldest first: what, who, when and the note (the API leaves internal notes out for customers). */
export function TicketHistory({ history }: { history: TicketDetail['history'] }) {
  const t = useTranslations('tickets.detail');
  const format = useFormat();
  return (
    <Section id="ticket-history" title={t('history')}>
      {history.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noHistory')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="ticket-history">
          {history.map((event) => (
            <li key={event.id} className="border-l-2 border-slate-200 pl-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-ink">{t(`event.${event.event}`)}</span>
                {/* A note or an offer's step leaves the status as it was: only openings and moves name one. */}
                {(event.event === 'created' || event.event === 'status') && <TicketStatusBadge status={event.toStatus} />}
                {event.internal && <Badge tone="warning">{t('internal')}</Badge>}
              </div>
              <p className="text-xs text-ink-muted">
                {format.moment(event.at)} · {event.by ? t('by', { name: event.by.username }) : t('system')}
              </p>
              {event.note && <p className="mt-1 whitespace-pre-line break-words text-ink">{t('note', { note: event.note })}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
