import type { ReactNode } from 'react';
import { CartProvider } from '@/components/cart/cart-provider';
import { EditingBannerSlot } from '@/components/cart/editing-banner-slot';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Locale } from '@/i18n/routing';
import { getCatalogueInfo, getOpenQuote } from '@/lib/api/cart';
import { getDurations } from '@/lib/api/catalogue';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { quoteChecks } from '@/lib/cart/quote-checks';

// Every cart step shares one open quote: read from the API once as the agent
// enters the cart, then kept (and saved) by the provider while they move
// between steps. All cart routes have the same guard (lib/navigation/routes.ts).
export default async function CartLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  const session = await requirePage('cartRecap', locale);
  const stored = await pageRead(getOpenQuote(session), locale);
  const [info, durations] = await Promise.all([
    pageRead(
      getCatalogueInfo(
        session,
        stored.quote.lines.map((line) => line.modelId),
      ),
      locale,
    ),
    pageRead(getDurations(session), locale),
  ]);
  const agency = { shippingUnitCost: Number(session.shippingUnitCost ?? 0), shippingMaxUnits: Number(session.shippingMaxUnits ?? 1) };
  return (
    <ClientMessages scope="cart">
      <CartProvider
        // a newer revision (see CartProvider's check) starts the provider over from it
        key={stored.revision}
        agencyId={Number(session.agencyId)}
        initial={stored}
        info={info}
        agency={agency}
        durations={durations.map((duration) => duration.months)}
        initialChecks={quoteChecks(stored.quote, info, agency)}
      >
        <EditingBannerSlot />
        {children}
      </CartProvider>
    </ClientMessages>
  );
}
