'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { logout } from '@/lib/client/session-actions';
import { UserIcon } from '../ui/icons';

const ITEM =
  'flex cursor-pointer select-none items-center rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-primary-light';

export function UserMenu({ username, roleLabel, agencyName }: { username: string; roleLabel: string; agencyName: string }) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const pathname = usePathname();
  const [leaving, setLeaving] = useState(false);
  const otherLocale = locale === 'it' ? 'en' : 'it';

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('userMenu')}
        className="flex items-center gap-2 rounded-md px-2 py-1 text-primary-contrast hover:bg-white/15"
      >
        <UserIcon width={22} height={22} />
        <span className="hidden max-w-40 truncate text-sm font-medium sm:inline md:hidden" data-testid="header-username">
          {username}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <div className="px-3 py-2 text-sm">
            <p className="font-semibold text-ink">{t('signedInAs', { username })}</p>
            <p className="text-ink-muted">{roleLabel}</p>
            <p className="text-ink-muted">{agencyName}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link href={pathname} locale={otherLocale}>
              {t('language')}: {otherLocale === 'en' ? 'English' : 'Italiano'}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={ITEM}
            disabled={leaving}
            onSelect={(event) => {
              event.preventDefault();
              setLeaving(true);
              void logout();
            }}
          >
            {leaving ? t('loggingOut') : t('logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
