import { getTranslations } from 'next-intl/server';
import { LiveCartStepper } from '@/components/cart/live-cart-stepper';
import { CustomerForm } from '@/components/cart/customer-form';
import type { Locale } from '@/i18n/routing';
import { getBusinessTypes } from '@/lib/api/catalogue';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('cartCustomerInfo');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  await requirePage('cartCustomerInfo', locale);
  const [businessTypes, routes] = await Promise.all([pageRead(getBusinessTypes(locale), locale), getTranslations('routes')]);
  return (
    <>
      <LiveCartStepper current="customerInfo" />
      <h2 className="sr-only">{routes('cartCustomerInfo')}</h2>
      <CustomerForm businessTypes={businessTypes.map(({ id, name }) => ({ id, name }))} />
    </>
  );
}
