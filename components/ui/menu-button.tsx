'use client';

import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

// The WAI-ARIA menu button pattern in a few lines: a button that opens a menu
// of items, arrow keys / Home / End move between them, Escape and Tab close it,
// a click outside closes it. Small enough for the shell of every page.

interface MenuButtonProps {
  /** accessible name of the trigger */
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  disabled?: boolean;
  menuClassName?: string;
  children: ReactNode;
}

/** Items close their menu (and give the focus back to its button) when picked. */
const CloseMenu = createContext<() => void>(() => {});

const ITEMS = '[role="menuitem"],[role="menuitemradio"]';

export function MenuButton({ label, trigger, triggerClassName, disabled, menuClassName = '', children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])].filter((item) => !item.hasAttribute('aria-disabled'));
  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const checked = menu.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? items()[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') return close(false);
    else return;
    event.preventDefault();
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className={`absolute right-0 z-50 mt-1.5 min-w-56 rounded-md border border-slate-200 bg-white p-1 text-ink shadow-lg ${menuClassName}`}
        >
          <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
        </div>
      )}
    </div>
  );
}

const ITEM_CLASS =
  'flex w-full cursor-pointer select-none items-center justify-between gap-3 rounded px-3 py-2 text-left text-sm text-ink outline-none hover:bg-primary-light focus:bg-primary-light';

export function MenuItem({ onSelect, disabled, children }: { onSelect: () => void; disabled?: boolean; children: ReactNode }) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (disabled) return;
        close();
        onSelect();
      }}
      className={ITEM_CLASS}
    >
      {children}
    </button>
  );
}

export function MenuRadioItem({ checked, onSelect, children }: { checked: boolean; onSelect: () => void; children: ReactNode }) {
  const close = useContext(CloseMenu);
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      onClick={() => {
        close();
        onSelect();
      }}
      className={ITEM_CLASS}
    >
      {children}
      {checked && <span aria-hidden>✓</span>}
    </button>
  );
}
