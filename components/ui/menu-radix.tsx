'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import { MenuPartsContext, type MenuButtonProps } from './menu-button';

// Radix's dropdown menu, loaded by components/ui/menu-button.tsx the first time a menu opens.

export const menuParts = {
  Item: DropdownMenu.Item,
  RadioGroup: DropdownMenu.RadioGroup,
  RadioItem: DropdownMenu.RadioItem,
  ItemIndicator: DropdownMenu.ItemIndicator,
  Separator: DropdownMenu.Separator,
};
export type MenuParts = typeof menuParts;

/** Opens at once when it replaces the plain button that was clicked (initiallyOpen). */
export function RadixMenuButton({
  label,
  trigger,
  triggerClassName,
  disabled,
  menuClassName = '',
  children,
  initiallyOpen,
}: MenuButtonProps & { initiallyOpen: boolean }) {
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
        <MenuPartsContext.Provider value={menuParts}>{children}</MenuPartsContext.Provider>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
