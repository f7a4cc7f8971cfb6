import { getTranslations } from 'next-intl/server';
import { LiveCartStepper } from '@/components/cart/live-cart-stepper';
import { StepNav } from '@/components/cart/step-nav';
import { StoriesList } from '@/components/cart/stories-list';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getStories } from '@/lib/api/catalogue';
import { orNull } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('cartStories');

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const session = await requirePage('cartStories', locale);
  const [stories, routes, t] = await Promise.all([orNull(getStories(session, locale)), getTranslations('routes'), getTranslations('cart.stories')]);
  return (
    <>
      <LiveCartStepper current="stories" />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-ink">{routes('cartStories')}</h2>
          <p className="text-sm text-ink-muted">{t('intro')}</p>
        </div>
        <Link href="/cart/recap" className="rounded-md border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-light">
          {t('skip')}
        </Link>
      </div>
      <StoriesList stories={stories} />
      <StepNav back={{ href: '/cart/accessories-and-services', label: routes('cartAccessories') }} next={{ href: '/cart/recap', label: routes('cartRecap') }} />
    </>
  );
}
