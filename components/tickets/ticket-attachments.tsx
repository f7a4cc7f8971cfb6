import { useTranslations } from 'next-intl';
import type { TicketDetail } from '@/lib/api/tickets';
import { useFormat } from '@/lib/format/use-format';
import { Section } from '../ui/section';
import { AddAttachments } from './add-attachments';

/** The ticket's photos and PDFs, each a link to its bytes through the portal; more while the API allows. */
export function TicketAttachments({ ticketId, attachments, canAttach }: { ticketId: number; attachments: TicketDetail['attachments']; canAttach: boolean }) {
  const t = useTranslations('tickets.detail');
  const format = useFormat();
  return (
    <Section id="ticket-attachments" title={t('attachments')}>
      {attachments.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noAttachments')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="ticket-attachments">
          {attachments.map((file) => (
            <li key={file.id} className="flex flex-wrap items-baseline gap-2">
              <a
                href={`/api/Ticket/${ticketId}/Attachments/${file.id}`}
                target="_blank"
                rel="noopener"
                aria-label={t('download', { name: file.fileName })}
                className="break-all font-medium text-primary hover:underline"
              >
                {file.fileName}
              </a>
              <span className="text-xs text-ink-muted">
                {format.fileSize(file.size)} · {format.moment(file.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canAttach && <AddAttachments ticketId={ticketId} attached={attachments.length} />}
    </Section>
  );
}
