import { useTranslations } from 'next-intl';
import type { TicketPage } from '@/lib/api/tickets';
import { Section } from '../ui/section';
import { TicketsTable } from './tickets-table';

/** The requests already opened on a product. */
export function ProductTickets({ tickets }: { tickets: TicketPage['items'] }) {
  const t = useTranslations('tickets.product');
  return (
    <Section id="product-tickets" title={t('previous')}>
      {tickets.length === 0 ? <p className="text-sm text-ink-muted">{t('noPrevious')}</p> : <TicketsTable items={tickets} caption={t('previous')} />}
    </Section>
  );
}
