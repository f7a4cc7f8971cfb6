import { getTranslations } from 'next-intl/server';
import { AccessoriesStep } from '@/components/cart/accessories-step';
import { LiveCartStepper } from '@/components/cart/live-cart-stepper';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/page-metadata';

export const generateMetadata = routeMetadata('cartAccessories');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  await requirePage('cartAccessories', (await params).locale);
  const routes = await getTranslations('routes');
  return (
    <>
      <LiveCartStepper current="accessories" />
      <h2 className="sr-only">{routes('cartAccessories')}</h2>
      <AccessoriesStep />
    </>
  );
}
