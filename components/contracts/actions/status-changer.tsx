'use client';

import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import type { ContractStatus } from '@/core/domain/contracts';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import type { StatusBody, StatusFormValues } from '@/lib/contracts/status-checks';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { MissingFacts } from './missing-facts';

interface Props {
  /** what the API says the caller may pick now: the lifecycle's moves open to them whose facts hold */
  allowed: readonly ContractStatus[];
  /** the moves open to them that wait for facts; an overridable one may be taken with a written reason */
  waiting: ContractDetail['waitingStatuses'];
  busy: boolean;
  /** sends the change; true when the API took it */
  onChange: (body: StatusBody) => Promise<boolean>;
}

/**
 * Change status: only the moves the lifecycle (core/lifecycle/) opens to the
 * caller from the current status. Moves that wait for facts are listed with
 * what they lack; the superadministrator may step past them with a reason the
 * history keeps (docs/domain.md, "Overrides"). The API refuses anything else.
 */
export function StatusChanger({ allowed, waiting, busy, onChange }: Props) {
  const t = useTranslations('contracts.actions');
  const statuses = useTranslations('contracts.status');
  const validation = useTranslations('validation');
  const errorText = useErrorText();
  const overridable = waiting.filter((w) => w.overridable);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StatusFormValues, unknown, StatusBody>({
    // The checks (the API's body schema, the override's reason) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/contracts/status-checks').then((module) => module.statusChecks(overridable.map((w) => w.status)))),
    defaultValues: { status: '', note: '', overrideReason: '' },
  });
  const status = useWatch({ control, name: 'status' });
  const overriding = overridable.some((w) => w.status === status);
  const errorOf = (field: keyof StatusFormValues) => {
    const message = errors[field]?.message;
    return message && (message === 'required' ? validation('required') : errorText(message));
  };
  // The moves change with the new status: the form starts again from none.
  const submit = handleSubmit(async (body) => {
    if (await onChange(body)) reset();
  });

  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      {waiting.length > 0 && (
        <div data-testid="waiting-statuses" className="flex flex-col gap-2">
          {waiting.map((w) => (
            <div key={w.status} className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-ink">
              <p className="font-medium">{t('waitingFor', { status: statuses(w.status) })}</p>
              <MissingFacts missing={w.missing} />
            </div>
          ))}
        </div>
      )}
      {(allowed.length > 0 || overridable.length > 0) && (
        <form noValidate className="flex flex-col gap-3" aria-label={t('changeStatus')} onSubmit={submit}>
          <div className="flex flex-col gap-3 md:flex-row md:items-start">
            <SelectField
              label={t('newStatus')}
              required
              error={errorOf('status')}
              options={[
                { value: '', label: t('chooseStatus') },
                ...allowed.map((s) => ({ value: s, label: statuses(s) })),
                ...overridable.map((w) => ({ value: w.status, label: t('overrideOption', { status: statuses(w.status) }) })),
              ]}
              {...register('status')}
            />
            <TextField label={t('note')} maxLength={2000} error={errorOf('note')} className="flex-1" {...register('note')} />
          </div>
          {overriding && (
            <div className="flex flex-col gap-2">
              <Alert tone="error">{t('overrideWarning')}</Alert>
              <TextAreaField
                label={t('overrideReason')}
                required
                maxLength={2000}
                hint={t('overrideReasonHint')}
                error={errorOf('overrideReason')}
                {...register('overrideReason')}
              />
            </div>
          )}
          <div>
            <Button type="submit" variant="secondary" disabled={busy || isSubmitting}>
              {overriding ? t('overrideApply') : t('apply')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
