'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import type { MenuItem } from '@/lib/navigation/menu';
import { CloseIcon, MenuIcon } from '../ui/icons';
import type { SwitcherAgency } from './agency-choices';
import { AgencySwitcher } from './agency-switcher';
import { BackButton } from './back-button';
import { DrawerMenu } from './drawer-menu';
import { FreshOnBack } from './fresh-on-back';
import { NavigationProgress } from './navigation-progress';
import { PageTitle } from './page-title';
import { UserMenu } from './user-menu';

export interface ShellProps {
  username: string;
  roleLabel: string;
  agencyName: string;
  agencyId: number;
  logo: { src: string; alt: string };
  menu: MenuItem[];
  families: { id: number; name: string }[];
  /** agencies for 'Cambia agenzia'; empty hides the switcher */
  switcherAgencies: SwitcherAgency[];
  children: ReactNode;
}

const DESKTOP = '(min-width: 1024px)';

// The secured layout: top bar, a 250 px drawer (beside the page on
// wide screens, over it on narrow ones) and the page with its back button.
export function ShellFrame(props: ShellProps) {
  const t = useTranslations('shell');
  const common = useTranslations('common');
  const [desktop, setDesktop] = useState(false);
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMobileOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const open = desktop ? desktopOpen : mobileOpen;
  // Decided at click time: the drawer sits beside the page on wide screens and over it on narrow ones.
  const setOpen = (value: boolean) => (window.matchMedia(DESKTOP).matches ? setDesktopOpen(value) : setMobileOpen(value));

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {common('skipToContent')}
      </a>
      <NavigationProgress />
      <FreshOnBack />
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 bg-primary px-3 text-primary-contrast shadow sm:gap-3">
        <button
          type="button"
          aria-label={open ? t('closeMenu') : t('openMenu')}
          aria-expanded={open}
          aria-controls="app-drawer"
          onClick={() => setOpen(!open)}
          className="rounded-md p-2 hover:bg-white/15"
        >
          <MenuIcon />
        </button>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG needs no optimisation */}
        <img src={props.logo.src} alt={props.logo.alt} width={120} height={30} className="h-5 w-auto shrink-0 sm:h-8" data-testid="brand-logo" />
        {/* Below md the user and the agency go under the title, on one line: every width shows who and where one is (docs/architecture.md, "Forms and small screens"). */}
        <div className="min-w-0 flex-1">
          <PageTitle families={props.families} />
          <p className="truncate text-xs leading-tight md:hidden">
            <span className="font-semibold" data-testid="header-user-compact">
              {props.username}
            </span>
            <span aria-hidden> · </span>
            <span data-testid="header-agency-compact">{props.agencyName}</span>
          </p>
        </div>
        <div className="hidden text-right text-xs leading-tight md:block">
          <p className="font-semibold" data-testid="header-user">
            {props.username}
          </p>
          <p data-testid="header-agency">{props.agencyName}</p>
        </div>
        {props.switcherAgencies.length > 1 && <AgencySwitcher agencies={props.switcherAgencies} currentId={props.agencyId} />}
        <UserMenu username={props.username} roleLabel={props.roleLabel} agencyName={props.agencyName} />
      </header>

      <div className="flex flex-1">
        {mobileOpen && <div aria-hidden className="fixed inset-0 top-14 z-20 bg-black/30 lg:hidden" onClick={() => setMobileOpen(false)} />}
        <aside
          id="app-drawer"
          className={[
            'fixed bottom-0 left-0 top-14 z-20 w-drawer shrink-0 overflow-y-auto border-r border-slate-200 bg-white p-3',
            // slides only where it covers the page (phones); on desktop it is part of the layout
            'max-lg:transition-transform motion-reduce:transition-none',
            mobileOpen ? 'visible translate-x-0' : 'invisible -translate-x-full',
            'lg:visible lg:sticky lg:h-[calc(100vh-3.5rem)] lg:translate-x-0',
            desktopOpen ? 'lg:block' : 'lg:hidden',
          ].join(' ')}
        >
          <div className="mb-2 flex justify-end">
            <button type="button" aria-label={t('closeMenu')} onClick={() => setOpen(false)} className="rounded-md p-1.5 text-ink-muted hover:bg-slate-100">
              <CloseIcon width={20} height={20} />
            </button>
          </div>
          <nav aria-label={t('mainMenu')}>
            <DrawerMenu items={props.menu} onNavigate={() => setMobileOpen(false)} />
          </nav>
        </aside>

        <main id="main" tabIndex={-1} className="scroll-mt-14 outline-none min-w-0 flex-1 px-4 py-6">
          <div className="mx-auto max-w-6xl">
            <BackButton />
            {props.children}
          </div>
        </main>
      </div>
    </>
  );
}
