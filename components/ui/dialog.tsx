'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { Button } from './button';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
}

// React.lazy rather than next/dynamic: the same chunk on demand, without next/dynamic's 2.5 kB gzip on every page with a dialog.
const RadixModal = lazy(() => import('./modal-radix').then((module) => ({ default: module.RadixModal })));
const noSubscription = () => () => undefined;

/**
 * A modal dialog: focus stays inside, Escape and the close button dismiss it,
 * focus returns to what opened it. Radix (some 12 kB gzip) loads the first time
 * the dialog opens, not with the page; from then on it stays mounted.
 */
export function Modal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  // Rendered in the browser only (false on the server and while hydrating): a dialog has nothing to show before.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return wanted && inBrowser ? (
    <Suspense fallback={null}>
      <RadixModal {...props} />
    </Suspense>
  ) : null;
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
