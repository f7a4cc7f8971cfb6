import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Family } from '@/lib/api/catalogue';

/** /products: the families with their pictures, each opening its models. */
export function FamilyGrid({ families }: { families: Family[] }) {
  const t = useTranslations('products');
  if (families.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-ink-muted" data-testid="product-families">
        {t('noFamilies')}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="product-families">
      {families.map((family) => {
        const picture = family.image ?? family.imageUrl;
        return (
          <li key={family.id}>
            <Link
              href={`/products/${family.id}`}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-primary hover:shadow focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
            >
              <div className="relative flex aspect-[4/3] items-center justify-center bg-slate-50 p-4">
                {picture ? (
                  // eslint-disable-next-line @next/next/no-img-element -- small catalogue pictures served by the API; it fills the 4:3 box, whatever its own size (no layout shift)
                  <img src={picture} alt="" width={240} height={180} className="absolute inset-0 h-full w-full object-contain p-4" />
                ) : (
                  <span aria-hidden className="text-4xl text-slate-300">
                    ▢
                  </span>
                )}
              </div>
              <span className="flex items-center justify-between px-4 py-3 text-base font-semibold text-ink group-hover:text-primary-dark">
                {family.name}
                <span aria-hidden>→</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
