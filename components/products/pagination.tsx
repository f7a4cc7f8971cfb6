import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

interface Props {
  basePath: string;
  page: number;
  pageCount: number;
  /** the filters to keep in every page's address */
  query: Record<string, string>;
}

export function Pagination({ basePath, page, pageCount, query }: Props) {
  const t = useTranslations('products');
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams({ ...query, ...(target > 1 ? { page: String(target) } : {}) });
    const text = params.toString();
    return text ? `${basePath}?${text}` : basePath;
  };
  const link = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50';
  return (
    <nav aria-label={t('pagination')} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={href(page - 1)} className={link} rel="prev">
          {t('previousPage')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t('pageOf', { page, pages: pageCount })}
      </p>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={link} rel="next">
          {t('nextPage')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
