'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { UserIcon } from '../ui/icons';
import { MenuButton } from '../ui/menu-button';
import type { UserMenuItemsProps } from './user-menu-items';

const loadItems = () => import('./user-menu-items').then((module) => module.UserMenuItems);

export function UserMenu({ username, roleLabel, agencyName }: { username: string; roleLabel: string; agencyName: string }) {
  const t = useTranslations('shell');
  // Kept here, not in the items: they unmount whenever the menu closes.
  const [leaving, setLeaving] = useState(false);

  return (
    <MenuButton<UserMenuItemsProps>
      label={t('userMenu')}
      triggerClassName="flex items-center gap-2 rounded-md px-2 py-1 text-primary-contrast hover:bg-white/15"
      trigger={<UserIcon width={22} height={22} />}
      items={loadItems}
      itemProps={{ username, roleLabel, agencyName, leaving, onLeave: () => setLeaving(true) }}
    />
  );
}
