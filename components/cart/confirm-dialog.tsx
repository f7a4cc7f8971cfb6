'use client';

import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { ConfirmDialog as Confirm } from '../ui/dialog';

interface Props {
  /** the button that opens the question */
  trigger: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Asks before an action that cannot be taken back; focus stays in the dialog, Escape cancels.
 * The cart's steps take the one dialog of components/ui/dialog.tsx (Radix, loaded when it first
 * opens); this adds the trigger and closes on confirm.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm, open, onOpenChange }: Props) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      {cloneElement(trigger, {
        onClick: (event: MouseEvent) => {
          trigger.props.onClick?.(event);
          if (!event.defaultPrevented) setOpen(true);
        },
      })}
      <Confirm
        open={isOpen}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}
