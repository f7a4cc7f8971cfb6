'use client';

import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { RadixMenuButtonProps } from './menu-radix';

// A menu button (WAI-ARIA pattern) on Radix's dropdown menu. The shell of every
// page shows the button only; Radix (about 14 kB gzip) and the menu's items
// (their own module, built from the parts in menu-radix.tsx) load the first
// time the menu opens, then stay mounted and drive keyboard, focus and dismissal.

export interface MenuButtonProps<P extends object> {
  /** accessible name of the trigger and of the menu */
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  disabled?: boolean;
  menuClassName?: string;
  /** the component of the menu's items, loaded with Radix: `() => import('./x-items').then((m) => m.XItems)` */
  items: () => Promise<ComponentType<P>>;
  /** what the items show and call back, passed on every render */
  itemProps: P;
}

interface Loaded<P extends object> {
  RadixMenuButton: ComponentType<RadixMenuButtonProps>;
  Items: ComponentType<P>;
}

export function MenuButton<P extends object>({ items, itemProps, ...props }: MenuButtonProps<P>) {
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null);
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    void Promise.all([import('./menu-radix'), items()]).then(
      ([module, Items]) => setLoaded({ RadixMenuButton: module.RadixMenuButton, Items }),
      () => {
        loading.current = false; // offline or a new deployment: a later click tries again
      },
    );
  }

  if (loaded)
    return (
      <loaded.RadixMenuButton {...props} initiallyOpen>
        <loaded.Items {...itemProps} />
      </loaded.RadixMenuButton>
    );
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={props.disabled}
      onClick={load}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          load();
        }
      }}
      className={props.triggerClassName}
    >
      {props.trigger}
    </button>
  );
}
