import { useTranslations } from 'next-intl';
import type { TicketDetail } from '@/lib/api/tickets';
import { Link } from '@/i18n/navigation';
import { FieldList } from '../ui/field-list';
import { Section } from '../ui/section';
import { SupportRequest } from './ticket-request';
import { TicketActions } from './ticket-actions';
import { TicketAttachments } from './ticket-attachments';
import { TicketHeader } from './ticket-header';
import { TicketHistory } from './ticket-history';
import { WarrantyOffer } from './warranty-offer';
import { WarrantyRequest } from './warranty-request';

/** A ticket's page: the extension's offer, the request (and the extension's answer), the product, attachments, history and the moves open to the caller. */
export function TicketView({ ticket, created, customer }: { ticket: TicketDetail; created: boolean; customer: boolean }) {
  const t = useTranslations('tickets');
  const productPath = `/${ticket.kind === 'support' ? 'tickets' : 'estendotickets'}/${ticket.customer.id}/${ticket.product.id}`;
  return (
    <div className="flex flex-col gap-4">
      <TicketHeader ticket={ticket} created={created} />
      {ticket.kind === 'extendedWarranty' && !ticket.deletedAt && <WarrantyOffer ticket={ticket} />}
      {!ticket.deletedAt && (
        <TicketActions
          ticketId={ticket.id}
          number={ticket.number}
          nextStatuses={ticket.nextStatuses}
          internalNotes={ticket.actions.internalNotes}
          canNote={ticket.actions.note}
          canDelete={ticket.actions.delete}
          customer={customer}
        />
      )}
      {ticket.support && <SupportRequest support={ticket.support} />}
      {ticket.warranty && <WarrantyRequest warranty={ticket.warranty} />}
      <Section id="ticket-product" title={t('detail.product')}>
        <FieldList
          columns={3}
          items={[
            { label: t('list.columns.product'), value: ticket.product.modelName },
            { label: t('product.serial'), value: ticket.product.serialNumber },
            { label: t('product.partNumber'), value: ticket.product.partNumber },
            { label: t('product.contract'), value: ticket.contract.number },
            { label: t('product.tier'), value: ticket.product.tier ? t(`tiers.${ticket.product.tier}`) : t('product.noTier') },
            { label: t('list.columns.agency'), value: ticket.agency.name },
          ]}
        />
        <Link href={productPath} className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
          {t('detail.backToProduct')}
        </Link>
      </Section>
      {ticket.kind === 'support' && (
        <TicketAttachments ticketId={ticket.id} attachments={ticket.attachments} canAttach={ticket.actions.attach && !ticket.deletedAt} />
      )}
      <TicketHistory history={ticket.history} />
    </div>
  );
}
