'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { signOut } from '@/lib/client/sign-out';
import { MenuItem, MenuSeparator } from '../ui/menu-radix';

export interface UserMenuItemsProps {
  username: string;
  roleLabel: string;
  agencyName: string;
  /** signing out has started */
  leaving: boolean;
  onLeave: () => void;
}

// The user menu's body, loaded with the menu the first time it opens (components/layout/user-menu.tsx).
export function UserMenuItems({ username, roleLabel, agencyName, leaving, onLeave }: UserMenuItemsProps) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const otherLocale = locale === 'it' ? 'en' : 'it';

  return (
    <>
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
          onLeave();
          signOut(locale as Locale);
        }}
      >
        {leaving ? t('loggingOut') : t('logout')}
      </MenuItem>
    </>
  );
}
