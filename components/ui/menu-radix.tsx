'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState, type ReactNode } from 'react';

// Radix's dropdown menu and the parts of a menu's items, loaded by components/ui/menu-button.tsx
// the first time a menu opens (the items' modules import their parts from here).

export interface RadixMenuButtonProps {
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  disabled?: boolean;
  menuClassName?: string;
  children: ReactNode;
  initiallyOpen: boolean;
}

/** Opens at once when it replaces the plain button that was clicked (initiallyOpen). */
export function RadixMenuButton({ label, trigger, triggerClassName, disabled, menuClassName = '', children, initiallyOpen }: RadixMenuButtonProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const content = useRef<HTMLDivElement>(null);
  // Radix focuses the menu itself on open (its effect runs first); the checked choice, else the
  // first item, takes the focus instead, whether the menu opened by mouse or keyboard.
  useEffect(() => {
    if (!open) return;
    const menu = content.current;
    const target =
      menu?.querySelector<HTMLElement>('[role="menuitemradio"][aria-checked="true"]') ??
      menu?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
    target?.focus();
  }, [open]);
  return (
    // Not modal: the header's menus leave the page scrollable and readable by assistive technology.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger aria-label={label} disabled={disabled} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        aria-label={label}
        align="end"
        sideOffset={6}
        loop
        ref={content}
        className={`z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 text-ink shadow-lg ${menuClassName}`}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const ITEM_CLASS =
  'flex w-full cursor-pointer select-none items-center justify-between gap-3 rounded px-3 py-2 text-left text-sm text-ink outline-none data-[highlighted]:bg-primary-light data-[disabled]:cursor-default data-[disabled]:opacity-60';

/** Picking an item closes the menu and gives the focus back to its button. */
export function MenuItem({ onSelect, disabled, children }: { onSelect: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <DropdownMenu.Item disabled={disabled} onSelect={onSelect} className={ITEM_CLASS}>
      {children}
    </DropdownMenu.Item>
  );
}

/** One choice among several (menuitemradio); the group holds the current value. */
export function MenuRadioGroup({ value, onValueChange, children }: { value: string; onValueChange: (value: string) => void; children: ReactNode }) {
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </DropdownMenu.RadioGroup>
  );
}

export function MenuRadioItem({ value, children }: { value: string; children: ReactNode }) {
  return (
    <DropdownMenu.RadioItem value={value} className={ITEM_CLASS}>
      {children}
      <DropdownMenu.ItemIndicator aria-hidden>✓</DropdownMenu.ItemIndicator>
    </DropdownMenu.RadioItem>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />;
}
