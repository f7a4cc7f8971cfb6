'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import { CloseIcon } from './icons';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** A modal dialog: focus stays inside, Escape and the close button dismiss it, focus returns to what opened it. */
export function Modal({ open, onOpenChange, title, description, children }: ModalProps) {
  const common = useTranslations('common');
  // Opened by state rather than a Radix trigger: remember what had focus, to give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close aria-label={common('close')} className="-mr-2 -mt-1 rounded-md p-1.5 text-ink-muted hover:bg-slate-100">
              <CloseIcon width={18} height={18} />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-ink-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** the button that closes without acting; 'Annulla' unless the action's own name starts like it */
  dismissLabel?: string;
  onConfirm: () => void;
  /** red confirm button: the action cannot be undone */
  destructive?: boolean;
  busy?: boolean;
  /** shown under the text, e.g. an error from a failed attempt */
  children?: ReactNode;
}

/** Asks before an action; stays open while it runs, so a failure can be shown in place. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, dismissLabel, onConfirm, destructive, busy, children }: ConfirmProps) {
  const common = useTranslations('common');
  return (
    <Modal open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={description}>
      {children}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
          {dismissLabel ?? common('cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} className={destructive ? '!bg-red-700 hover:!bg-red-800' : ''}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
