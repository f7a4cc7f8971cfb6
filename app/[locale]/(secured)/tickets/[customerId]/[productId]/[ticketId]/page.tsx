import { TicketView } from '@/components/tickets/ticket-view';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';
import { readTicketPage } from '@/lib/tickets/page-reads';
import { routeMetadata } from '@/lib/server/page-metadata';
import { isCustomer } from '@/core/roles';

export const generateMetadata = routeMetadata('ticketDetail');

interface Props {
  params: Promise<{ locale: Locale; customerId: string; productId: string; ticketId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SupportTicketDetailPage({ params, searchParams }: Props) {
  const { locale, ...ids } = await params;
  const session = await requirePage('ticketDetail', locale);
  const ticket = await readTicketPage(session, locale, 'support', ids);
  return <TicketView ticket={ticket} created={(await searchParams).created === '1'} customer={isCustomer(session.role)} />;
}
