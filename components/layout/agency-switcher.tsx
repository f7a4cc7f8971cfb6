'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PortalError } from '@/lib/client/portal-fetch';
import { chooseAgency } from '@/lib/client/session-actions';
import { ChevronIcon } from '../ui/icons';

export interface SwitcherAgency {
  id: number;
  name: string;
}

// 'Cambia agenzia' (SPEC §2): multi-agency users who are not administrators.
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
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          disabled={state === 'switching'}
          className="flex items-center gap-1 rounded-md border border-white/40 px-2 py-1 text-sm text-primary-contrast hover:bg-white/15"
        >
          {state === 'switching' ? t('switchingAgency') : t('changeAgency')}
          <ChevronIcon width={16} height={16} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
            <DropdownMenu.Label className="px-3 py-1 text-xs uppercase tracking-wide text-ink-muted">
              {t('changeAgency')}
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={String(currentId)} onValueChange={(value) => void select(Number(value))}>
              {agencies.map((agency) => (
                <DropdownMenu.RadioItem
                  key={agency.id}
                  value={String(agency.id)}
                  className="flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-primary-light"
                >
                  {agency.name}
                  <DropdownMenu.ItemIndicator aria-label={t('currentAgency')}>✓</DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {state === 'failed' && (
        <span role="alert" className="text-xs text-primary-contrast">
          {t('switchFailed')}
        </span>
      )}
    </div>
  );
}
