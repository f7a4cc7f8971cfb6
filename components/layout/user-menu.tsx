'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/locale-path';
import { UserIcon } from '../ui/icons';
import { MenuButton, MenuItem, MenuSeparator } from '../ui/menu-button';

export function UserMenu({ username, roleLabel, agencyName }: { username: string; roleLabel: string; agencyName: string }) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const otherLocale = locale === 'it' ? 'en' : 'it';

  return (
    <MenuButton
      label={t('userMenu')}
      triggerClassName="flex items-center gap-2 rounded-md px-2 py-1 text-primary-contrast hover:bg-white/15"
      trigger={
        <>
          <UserIcon width={22} height={22} />
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline md:hidden" data-testid="header-username">
            {username}
          </span>
        </>
      }
    >
      <div className="px-3 py-2 text-sm">
        <p className="font-semibold text-ink">{t('signedInAs', { username })}</p>
        <p className="text-ink-muted">{roleLabel}</p>
        <p className="text-ink-muted">{agencyName}</p>
      </div>
      <MenuSeparator />
      <MenuItem onSelect={() => router.replace(pathname, { locale: otherLocale })}>
        {t('language')}: {otherLocale === 'en' ? 'English' : 'Italiano'}
      </MenuItem>
      <MenuItem
        disabled={leaving}
        onSelect={() => {
          setLeaving(true);
          // The session's code (with the portal's fetch) loads when it is used, not with every page; unloadable (offline), the user still goes to sign in.
          import('@/lib/client/session-actions').then(
            ({ logout }) => logout(),
            () => window.location.assign(localizedPath('/login', locale as Locale)),
          );
        }}
      >
        {leaving ? t('loggingOut') : t('logout')}
      </MenuItem>
    </MenuButton>
  );
}
