'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isDetailPage } from '@/lib/navigation/page-title';
import { BackIcon } from '../ui/icons';

/** shown on detail pages, hidden on list pages. */
export function BackButton() {
  const t = useTranslations('common');
  const pathname = usePathname();
  const router = useRouter();
  if (!isDetailPage(pathname)) return null;

  function goBack() {
    // Opened from a bookmark there is no history: go to the list instead.
    if (window.history.length > 1) router.back();
    else router.push(pathname.split('/').slice(0, -1).join('/') || '/');
  }

  return (
    <button
      type="button"
      onClick={goBack}
      className="mb-4 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-primary-light"
    >
      <BackIcon width={18} height={18} />
      {t('go_back')}
    </button>
  );
}
