'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PortalError } from '@/lib/client/portal-fetch';
import { chooseAgency } from '@/lib/client/session-actions';
import { ChevronIcon } from '../ui/icons';
import { MenuButton, MenuRadioGroup, MenuRadioItem } from '../ui/menu-button';

export interface SwitcherAgency {
  id: number;
  name: string;
}

// 'Cambia agenzia': multi-agency users who are not administrators.
// Choosing sets role and agency data, then the page reloads.
export function AgencySwitcher({ agencies, currentId }: { agencies: SwitcherAgency[]; currentId: number }) {
  const t = useTranslations('shell');
  const [state, setState] = useState<'idle' | 'switching' | 'failed'>('idle');

  async function select(agencyId: number) {
    if (agencyId === currentId) return;
    setState('switching');
    try {
      await chooseAgency(agencyId);
      window.location.reload();
    } catch (error) {
      if (!(error instanceof PortalError && error.status === 401)) setState('failed');
    }
  }

  return (
    <div className="flex items-center gap-2">
      <MenuButton
        label={t('changeAgency')}
        disabled={state === 'switching'}
        triggerClassName="flex items-center gap-1 rounded-md border border-white/40 px-2 py-1 text-sm text-primary-contrast hover:bg-white/15"
        trigger={
          <>
            {/* On a phone the words give their room to the page title (the button keeps its name, aria-label). */}
            <span className="hidden sm:inline">{state === 'switching' ? t('switchingAgency') : t('changeAgency')}</span>
            <ChevronIcon width={16} height={16} />
          </>
        }
      >
        <MenuRadioGroup value={String(currentId)} onValueChange={(value) => void select(Number(value))}>
          {agencies.map((agency) => (
            <MenuRadioItem key={agency.id} value={String(agency.id)}>
              {agency.name}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuButton>
      {state === 'failed' && (
        <span role="alert" className="text-xs text-primary-contrast">
          {t('switchFailed')}
        </span>
      )}
    </div>
  );
}
