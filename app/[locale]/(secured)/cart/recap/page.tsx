import { getTranslations } from 'next-intl/server';
import { GuaranteeTiers } from '@/components/cart/guarantee-tiers';
import { LiveCartStepper } from '@/components/cart/live-cart-stepper';
import { RecapStep } from '@/components/cart/recap-step';
import type { Locale } from '@/i18n/routing';
import { getOpenQuote, getRenderedRecap, getServicesByCategory } from '@/lib/api/cart';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('cartRecap');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const session = await requirePage('cartRecap', locale);
  const [routes, t, stored] = await Promise.all([getTranslations('routes'), getTranslations('cart'), pageRead(getOpenQuote(session), locale)]);
  // The guarantee tiers compared hold no state: rendered here, one table per product category of the quote.
  // The prices, the options and the tax saving come with the page (lib/api/cart.ts): it arrives priced.
  const [services, rendered] = await Promise.all([
    pageRead(
      getServicesByCategory(
        session,
        stored.quote.lines.map((line) => line.modelId),
      ),
      locale,
    ),
    getRenderedRecap(session, stored.quote, locale),
  ]);
  const tiersByCategory = Object.fromEntries(
    Object.entries(services).map(([category, list]) => [
      category,
      <GuaranteeTiers key={category} services={list} caption={t(`category.${category}` as never)} />,
    ]),
  );
  return (
    <>
      <LiveCartStepper current="recap" />
      <h2 className="sr-only">{routes('cartRecap')}</h2>
      <RecapStep tiersByCategory={tiersByCategory} rendered={rendered} />
    </>
  );
}
