import { getTranslations } from 'next-intl/server';
import { LiveCartStepper } from '@/components/cart/live-cart-stepper';
import { RecapStep } from '@/components/cart/recap-step';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/page-metadata';

export const generateMetadata = routeMetadata('cartRecap');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  await requirePage('cartRecap', (await params).locale);
  const routes = await getTranslations('routes');
  return (
    <>
      <LiveCartStepper current="recap" />
      <h2 className="sr-only">{routes('cartRecap')}</h2>
      <RecapStep />
    </>
  );
}
