import { parseId } from '@/core/ids';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CartStepper } from '@/components/cart/cart-stepper';
import { Pagination } from '@/components/ui/pagination';
import { ProductCard } from '@/components/products/product-card';
import { ProductFilters } from '@/components/products/product-filters';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PRODUCTS_PAGE_SIZE, getFamilies, getProducts } from '@/lib/api/catalogue';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { WAREHOUSE_STATUSES, type WarehouseStatus } from '@/core/domain/catalogue';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('productFamily');

interface Props {
  params: Promise<{ locale: Locale; familyId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
/** A page number of the list: 1 to 999,999,999. */
const pageOf = (text: string) => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : null);

/** A page of the family's models, its filters kept; the first page has no number in its address. */
function modelsHref(familyId: number | string, filters: Record<string, string>, page: number): string {
  const params = new URLSearchParams({ ...filters, ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return params ? `/products/${familyId}?${params}` : `/products/${familyId}`;
}

export default async function FamilyPage({ params, searchParams }: Props) {
  const { locale, familyId: rawFamilyId } = await params;
  const session = await requirePage('productFamily', locale);
  const familyId = parseId(rawFamilyId);
  if (familyId === null) notFound();
  const query = await searchParams;
  const search = one(query.q).trim().slice(0, 100);
  const statusText = one(query.status);
  const status = (WAREHOUSE_STATUSES as readonly string[]).includes(statusText) ? (statusText as WarehouseStatus) : '';
  const page = pageOf(one(query.page)) ?? 1;

  const [families, products, t] = await Promise.all([
    pageRead(getFamilies(session), locale),
    pageRead(getProducts(session, { familyId, search: search || undefined, warehouseStatus: status || undefined, page }), locale),
    getTranslations('products'),
  ]);
  const family = families.find((candidate) => candidate.id === familyId);
  if (!family) notFound();
  const pageCount = Math.max(1, Math.ceil(products.total / PRODUCTS_PAGE_SIZE));
  const filters = { ...(search ? { q: search } : {}), ...(status ? { status } : {}) };
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <CartStepper current="productList" />
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-ink">{t('modelsOf', { family: family.name })}</h2>
        <p className="text-sm text-ink-muted">{t('modelCount', { count: products.total })}</p>
      </div>
      <div className="flex flex-col gap-4">
        <ProductFilters search={search} status={status} />
        {products.items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-sm text-ink-muted">{filtered ? t('noMatches') : t('noModels')}</p>
            {filtered && (
              <Link href={`/products/${familyId}`} className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
                {t('clearFilters')}
              </Link>
            )}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {products.items.map((product, position) => (
              <ProductCard key={product.id} product={product} position={position} />
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} href={(target) => modelsHref(familyId, filters, target)} label={t('pagination')} />
      </div>
    </>
  );
}
