'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TicketStatus } from '@/core/domain/tickets';
import { useRouter } from '@/i18n/navigation';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import type { TicketStatusFormValues, TicketUpdate } from '@/lib/tickets/status-checks';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { Section } from '../ui/section';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';

interface Props {
  ticketId: number;
  number: string;
  /** the moves the API offers the caller from the present status */
  nextStatuses: TicketStatus[];
  internalNotes: boolean;
  /** may add a note without moving the ticket */
  canNote: boolean;
  canDelete: boolean;
  /** the customer's side: a line on what they may do */
  customer: boolean;
}

/**
 * Moving a ticket along with a note, or adding a note on its own with the
 * status kept (internal for the back office if ticked), and deleting an open
 * one after a confirmation. After a change the page is read again and the
 * focus goes to the message that says what happened.
 */
export function TicketActions({ ticketId, number, nextStatuses, internalNotes, canNote, canDelete, customer }: Props) {
  const t = useTranslations('tickets');
  const router = useRouter();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TicketStatusFormValues, unknown, TicketUpdate>({
    // The checks (the API's body schemas) arrive when the form is first checked, not with the page; the field at fault takes the focus.
    resolver: lazyZodResolver(() => import('@/lib/tickets/status-checks').then((module) => module.ticketStatusChecks(internalNotes, canNote))),
    defaultValues: { status: '', note: '', internal: false },
  });
  const errorOf = (field: keyof TicketStatusFormValues) => {
    const message = errors[field]?.message;
    return message ? errorText(message) : undefined;
  };

  async function change(update: TicketUpdate) {
    setFailure(null);
    try {
      if (update.kind === 'status') {
        await portalApi.post('/api/Ticket/{ticketId}/Status', { params: { ticketId }, json: update.body });
        setDone(t('actions.done', { status: t(`status.${update.body.status}`) }));
      } else {
        await portalApi.post('/api/Ticket/{ticketId}/Notes', { params: { ticketId }, json: update.body });
        setDone(t('actions.noteDone'));
      }
      reset();
      router.refresh();
      // The form may go away with the new status: the focus moves to the message, never to the page.
      requestAnimationFrame(() => notice.current?.focus());
    } catch (error) {
      setFailure(errorText(PortalError.from(error)));
    }
  }

  async function remove() {
    setBusy(true);
    setDeleteFailure(null);
    try {
      await portalApi.delete('/api/Ticket/{ticketId}', { params: { ticketId } });
      setConfirming(false);
      router.push(`/tickets?deleted=${encodeURIComponent(number)}`);
    } catch (error) {
      setDeleteFailure(errorText(PortalError.from(error)));
      setBusy(false);
    }
  }

  const canUpdate = nextStatuses.length > 0 || canNote;
  if (!canUpdate && !canDelete && !done) return null;
  return (
    <Section id="ticket-actions" title={t('actions.heading')}>
      <div className="flex flex-col gap-3">
        <p ref={notice} tabIndex={-1} role="status" className="text-sm font-medium text-emerald-800 outline-none" data-testid="ticket-action-done">
          {done}
        </p>
        {customer && nextStatuses.length > 0 && <p className="text-sm text-ink-muted">{t('actions.customerHint')}</p>}
        {canUpdate && (
          <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void handleSubmit(change)(event)}>
            {failure && <Alert>{failure}</Alert>}
            {nextStatuses.length > 0 && (
              <SelectField
                label={t('actions.newStatus')}
                required={!canNote}
                error={errorOf('status')}
                options={[
                  // With notes of its own, no status is a choice: the note goes alone.
                  { value: '', label: canNote ? t('actions.noChange') : t('actions.chooseStatus') },
                  ...nextStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
                ]}
                className="max-w-sm"
                {...register('status')}
              />
            )}
            <TextAreaField label={t('actions.note')} maxLength={2000} error={errorOf('note')} {...register('note')} />
            {internalNotes && (
              <label className="inline-flex items-center gap-2 text-sm text-ink">
                <input type="checkbox" className="h-4 w-4" {...register('internal')} />
                {t('actions.internal')}
              </label>
            )}
            <div>
              <Button type="submit" disabled={busy || isSubmitting}>
                {t('actions.apply')}
              </Button>
            </div>
          </form>
        )}
        {canDelete && (
          <div className="border-t border-slate-200 pt-3">
            <Button variant="secondary" onClick={() => setConfirming(true)} className="!border-red-700 !text-red-700">
              {t('actions.delete')}
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('actions.deleteTitle', { number })}
              description={t('actions.deleteText')}
              confirmLabel={t('actions.deleteConfirm')}
              onConfirm={() => void remove()}
              destructive
              busy={busy}
            >
              {deleteFailure && <Alert>{deleteFailure}</Alert>}
            </ConfirmDialog>
          </div>
        )}
      </div>
    </Section>
  );
}
