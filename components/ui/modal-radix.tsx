'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import type { ModalProps } from './dialog';
import { CloseIcon } from './icons';

// Radix's dialog, loaded by components/ui/dialog.tsx the first time a dialog opens.

/** A modal dialog: focus stays inside, Escape and the close button dismiss it, focus returns to what opened it. */
export function RadixModal({ open, onOpenChange, title, description, children }: ModalProps) {
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
