import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { Link } from '@/i18n/navigation';
import type { Product } from '@/lib/api/catalogue';
import { WarehouseBadge } from './warehouse-badge';

/**
 * `position` is the card's place in the list: the first row's pictures are in the first screen and load at once
 * (the first one, the page's largest element, first of all); the others only when scrolled near.
 */
export function ProductCard({ product, position = Infinity }: { product: Product; position?: number }) {
  const t = useTranslations('products');
  const format = useFormat();
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="product-card">
      <div className="relative flex aspect-[4/3] items-center justify-center bg-slate-50 p-4">
        {product.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- catalogue pictures served by the API; it fills the 4:3 box, whatever its own size (no layout shift)
          <img
            src={product.imageUrl}
            alt=""
            width={200}
            height={150}
            loading={position < 3 ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : undefined}
            className="absolute inset-0 h-full w-full object-contain p-4"
          />
        ) : (
          <span aria-hidden className="text-4xl text-slate-300">
            ▢
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-ink-muted">{product.brand}</p>
        <h3 className="text-sm font-semibold text-ink">
          <Link href={`/products/${product.familyId}/${product.id}`} className="hover:text-primary-dark hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-ink">
          {t('priceFrom')} <span className="font-semibold">{format.money(product.listPrice)}</span>
          <span className="text-xs text-ink-muted"> {t('vatExcluded')}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <WarehouseBadge status={product.warehouseStatus} />
          {product.flexEligible && <span className="rounded-full bg-primary-light px-2 py-0.5 text-xs font-medium text-primary-dark">{t('flexEligible')}</span>}
        </div>
      </div>
    </li>
  );
}
