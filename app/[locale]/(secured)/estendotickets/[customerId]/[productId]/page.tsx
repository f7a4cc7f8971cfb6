import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductSummary } from '@/components/tickets/product-summary';
import { ProductTickets } from '@/components/tickets/product-tickets';
import { WarrantyForm } from '@/components/tickets/warranty-form';
import { Alert } from '@/components/ui/alert';
import { nextTier } from '@/core/tickets/warranty';
import type { Locale } from '@/i18n/routing';
import { getQuestionnaire } from '@/lib/api/tickets';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { productIds, readProductPage } from '@/lib/tickets/page-reads';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('estendoTicket');

interface Props {
  params: Promise<{ locale: Locale; customerId: string; productId: string }>;
}

export default async function WarrantyTicketPage({ params }: Props) {
  const { locale, customerId, productId } = await params;
  const session = await requirePage('estendoTicket', locale);
  const ids = productIds(customerId, productId);
  if (ids === null) notFound();
  const [{ product, prefill, tickets }, questionnaire, t] = await Promise.all([
    readProductPage(session, locale, ids),
    pageRead(getQuestionnaire(session, ids.productId, locale), locale),
    getTranslations('tickets'),
  ]);
  const next = product.tier ? nextTier(product.tier) : null;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold text-ink">{t('form.warrantyHeading')}</h2>
        <p className="text-sm text-ink-muted">{t('form.warrantyIntro')}</p>
      </div>
      <ProductSummary product={product} />
      {product.extensionOffered && product.tier && next ? (
        <>
          <Alert tone="info">{t('form.currentTier', { tier: t(`tiers.${product.tier}`), next: t(`tiers.${next}`) })}</Alert>
          <WarrantyForm customerId={ids.customerId} productId={ids.productId} prefill={prefill} questions={questionnaire.questions} />
        </>
      ) : (
        <Alert tone="warning">{t('form.warrantyNotOffered')}</Alert>
      )}
      <ProductTickets tickets={tickets} />
    </div>
  );
}
