import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrderSummary } from '@/components/orders/order-summary';
import { OrderWorkbench } from '@/components/orders/order-workbench';
import { Alert } from '@/components/ui/alert';
import { holds } from '@/core/capabilities';
import { parseId } from '@/core/ids';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getOrder } from '@/lib/api/orders';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { UpstreamError } from '@/lib/upstream';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('order');

interface Props {
  params: Promise<{ locale: Locale; contractId: string }>;
}

export default async function OrderPage({ params }: Props) {
  const { locale, contractId } = await params;
  const session = await requirePage('order', locale);
  const id = parseId(contractId);
  if (id === null) notFound();
  const t = await getTranslations('orders');
  // A contract in error shows no order details (the API answers contract_in_error).
  const order = await pageRead(getOrder(session, id), locale).catch((error: unknown) => {
    if (error instanceof UpstreamError && error.status === 409) return null;
    throw error;
  });
  if (order === null) {
    return (
      <div className="flex flex-col gap-4">
        <Alert>{t('detail.inError')}</Alert>
        <Link href="/orders" className="text-sm font-medium text-primary hover:underline">
          {t('detail.back')}
        </Link>
      </div>
    );
  }
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="flex flex-col gap-4">
      <OrderSummary order={order} linkContract={holds({ role: session.role! }, 'contracts.read')} />
      {!order.canOrder && <Alert tone="info">{t('detail.readOnly')}</Alert>}
      <OrderWorkbench agencyId={session.agencyId!} order={order} today={today} />
    </div>
  );
}
