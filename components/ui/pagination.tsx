import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

interface Props {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  /** the navigation landmark's name, e.g. "Contract pages" */
  label: string;
}

/** The pages to offer: the first, the last and two either side of the current one, gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

const item = 'inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-medium';

/** Links, not buttons: every page has its own address and works without JavaScript. */
export function Pagination({ page, pageCount, href, label }: Props) {
  const t = useTranslations('pagination');
  if (pageCount <= 1) return null;
  const labels = {
    previous: t('previous'),
    next: t('next'),
    status: t('pageOf', { page, pages: pageCount }),
    page: (target: number) => t('page', { page: target }),
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted">{labels.status}</p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={`${item} border-slate-300 bg-white text-ink hover:bg-slate-50`}>
              {labels.previous}
            </Link>
          ) : (
            <span aria-disabled className={`${item} border-slate-200 text-slate-500`}>
              {labels.previous}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                aria-label={labels.page(p)}
                aria-current={p === page ? 'page' : undefined}
                className={`${item} ${p === page ? 'border-primary bg-primary text-primary-contrast' : 'border-slate-300 bg-white text-ink hover:bg-slate-50'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={href(page + 1)} rel="next" className={`${item} border-slate-300 bg-white text-ink hover:bg-slate-50`}>
              {labels.next}
            </Link>
          ) : (
            <span aria-disabled className={`${item} border-slate-200 text-slate-500`}>
              {labels.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
