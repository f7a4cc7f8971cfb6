import { getTranslations } from 'next-intl/server';
import { CartStepper } from '@/components/cart/cart-stepper';
import { FamilyGrid } from '@/components/products/family-grid';
import type { Locale } from '@/i18n/routing';
import { getFamilies } from '@/lib/api/catalogue';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('products');

export default async function ProductsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const session = await requirePage('products', locale);
  const [families, t] = await Promise.all([pageRead(getFamilies(session), locale), getTranslations('products')]);
  return (
    <>
      <CartStepper current="productList" />
      <h2 className="mb-4 text-xl font-semibold text-ink">{t('chooseFamily')}</h2>
      <FamilyGrid families={families} />
    </>
  );
}
