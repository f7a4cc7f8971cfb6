'use client';

import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import type { MenuParts } from './menu-radix';

// A menu button (WAI-ARIA pattern) on Radix's dropdown menu. The shell of every
// page shows the button only; Radix (about 14 kB gzip) loads the first time a
// menu opens, then stays mounted and drives keyboard, focus and dismissal.

export interface MenuButtonProps {
  /** accessible name of the trigger and of the menu */
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  disabled?: boolean;
  menuClassName?: string;
  children: ReactNode;
}

/** The loaded Radix parts, for the items inside the open menu (rendered only once loaded). */
export const MenuPartsContext = createContext<MenuParts | null>(null);

function useParts(): MenuParts {
  const parts = useContext(MenuPartsContext);
  if (!parts) throw new Error('Menu items belong inside a MenuButton');
  return parts;
}

export function MenuButton(props: MenuButtonProps) {
  const [loaded, setLoaded] = useState<{ RadixMenuButton: (p: MenuButtonProps & { initiallyOpen: boolean }) => ReactNode } | null>(null);
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    void import('./menu-radix').then(
      (module) => setLoaded({ RadixMenuButton: module.RadixMenuButton }),
      () => {
        loading.current = false; // offline or a new deployment: a later click tries again
      },
    );
  }

  if (loaded) return <loaded.RadixMenuButton {...props} initiallyOpen />;
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

const ITEM_CLASS =
  'flex w-full cursor-pointer select-none items-center justify-between gap-3 rounded px-3 py-2 text-left text-sm text-ink outline-none data-[highlighted]:bg-primary-light data-[disabled]:cursor-default data-[disabled]:opacity-60';

/** Picking an item closes the menu and gives the focus back to its button. */
export function MenuItem({ onSelect, disabled, children }: { onSelect: () => void; disabled?: boolean; children: ReactNode }) {
  const { Item } = useParts();
  return (
    <Item disabled={disabled} onSelect={onSelect} className={ITEM_CLASS}>
      {children}
    </Item>
  );
}

/** One choice among several (menuitemradio); the group holds the current value. */
export function MenuRadioGroup({ value, onValueChange, children }: { value: string; onValueChange: (value: string) => void; children: ReactNode }) {
  const { RadioGroup } = useParts();
  return (
    <RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </RadioGroup>
  );
}

export function MenuRadioItem({ value, children }: { value: string; children: ReactNode }) {
  const { RadioItem, ItemIndicator } = useParts();
  return (
    <RadioItem value={value} className={ITEM_CLASS}>
      {children}
      <ItemIndicator aria-hidden>✓</ItemIndicator>
    </RadioItem>
  );
}

export function MenuSeparator() {
  const { Separator } = useParts();
  return <Separator className="my-1 h-px bg-slate-200" />;
}
