import { parseId } from '@/core/ids';
import { getTranslations } from 'next-intl/server';
import { LiveCartStepper } from '@/components/cart/live-cart-stepper';
import { ShippingStep } from '@/components/cart/shipping-step';
import { SubmittedContract } from '@/components/cart/submitted-contract';
import type { Locale } from '@/i18n/routing';
import { getOpenQuote, getRenderedPrices, getSubmittedContract } from '@/lib/api/cart';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('cartShipping');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The last step; after submitting (?contract=id) it shows the contract's number and status. */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('cartShipping', locale);
  const query = (await searchParams).contract;
  const contractId = typeof query === 'string' ? parseId(query) : null;
  const routes = await getTranslations('routes');
  if (contractId !== null) {
    const contract = await pageRead(getSubmittedContract(session, contractId), locale);
    return <SubmittedContract contract={contract} />;
  }
  const stored = await pageRead(getOpenQuote(session), locale);
  return (
    <>
      <LiveCartStepper current="shipping" />
      <h2 className="sr-only">{routes('cartShipping')}</h2>
      <ShippingStep renderedPrices={await getRenderedPrices(session, stored.quote, locale)} />
    </>
  );
}
