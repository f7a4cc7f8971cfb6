import { getTranslations } from 'next-intl/server';
import { AccessoriesStep } from '@/components/cart/accessories-step';
import { LiveCartStepper } from '@/components/cart/live-cart-stepper';
import type { Locale } from '@/i18n/routing';
import { getOpenQuote, getRenderedPrices } from '@/lib/api/cart';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('cartAccessories');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const session = await requirePage('cartAccessories', locale);
  const [routes, stored] = await Promise.all([getTranslations('routes'), pageRead(getOpenQuote(session), locale)]);
  return (
    <>
      <LiveCartStepper current="accessories" />
      <h2 className="sr-only">{routes('cartAccessories')}</h2>
      <AccessoriesStep renderedPrices={await getRenderedPrices(session, stored.quote, locale)} />
    </>
  );
}
