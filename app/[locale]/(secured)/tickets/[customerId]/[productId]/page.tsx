import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductSummary } from '@/components/tickets/product-summary';
import { ProductTickets } from '@/components/tickets/product-tickets';
import { SupportForm } from '@/components/tickets/support-form';
import { firstPickupDay } from '@/core/tickets/pickup';
import { italianToday } from '@/core/validation/working-days';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';
import { productIds, readProductPage } from '@/lib/tickets/page-reads';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('ticket');

interface Props {
  params: Promise<{ locale: Locale; customerId: string; productId: string }>;
}

export default async function SupportTicketPage({ params }: Props) {
  const { locale, customerId, productId } = await params;
  const session = await requirePage('ticket', locale);
  const ids = productIds(customerId, productId);
  if (ids === null) notFound();
  const [{ product, prefill, tickets }, t] = await Promise.all([readProductPage(session, locale, ids), getTranslations('tickets.form')]);
  const today = italianToday(new Date());
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold text-ink">{t('supportHeading')}</h2>
        <p className="text-sm text-ink-muted">{t('supportIntro')}</p>
      </div>
      <ProductSummary product={product} />
      <SupportForm customerId={ids.customerId} productId={ids.productId} prefill={prefill} today={today} pickupDay={firstPickupDay(today)} />
      <ProductTickets tickets={tickets} />
    </div>
  );
}
