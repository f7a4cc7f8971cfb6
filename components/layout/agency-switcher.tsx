'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FieldError } from '../ui/field-error';
import { ChevronIcon } from '../ui/icons';
import { MenuButton } from '../ui/menu-button';
import type { AgencyChoicesProps, SwitcherAgency } from './agency-choices';

const loadChoices = () => import('./agency-choices').then((module) => module.AgencyChoices);

// 'Cambia agenzia': multi-agency users who are not administrators.
// Choosing sets role and agency data, then the page reloads.
export function AgencySwitcher({ agencies, currentId }: { agencies: SwitcherAgency[]; currentId: number }) {
  const t = useTranslations('shell');
  const id = useId();
  const [state, setState] = useState<'idle' | 'switching' | 'failed'>('idle');

  async function select(agencyId: number) {
    if (agencyId === currentId) return;
    setState('switching');
    try {
      // The session's code (with the portal's fetch) loads when an agency is chosen, not with every page.
      const { chooseAgency } = await import('@/lib/client/session-actions');
      await chooseAgency(agencyId);
      window.location.reload();
    } catch (error) {
      // A 401 (a PortalError's status) already sends the user to sign in; anything else, a failed load included, is said here.
      if ((error as { status?: unknown } | null)?.status !== 401) setState('failed');
    }
  }

  return (
    <div className="flex items-center gap-2">
      <MenuButton<AgencyChoicesProps>
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
        items={loadChoices}
        itemProps={{ agencies, currentId, onChoose: (agencyId) => void select(agencyId) }}
      />
      {state === 'failed' && (
        <FieldError id={id} onPrimary>
          {t('switchFailed')}
        </FieldError>
      )}
    </div>
  );
}
