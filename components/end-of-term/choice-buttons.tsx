'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormat } from '@/lib/format/use-format';
import type { ContractEndOfTerm } from '@/core/schemas/end-of-term';
import type { ExtendFormValues } from '@/lib/end-of-term/extend-checks';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { localHref } from '@/lib/client/portal-fetch';
import { useContractCall } from '../contracts/actions/use-contract-call';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDialog, Modal } from '../ui/dialog';
import { SelectField } from '../ui/select-field';

interface Props {
  agencyId: number;
  contract: { id: number; number: string; endDate: string };
}

type Open = 'return' | 'extend' | 'upgrade' | null;

/**
 * The three choices at the end of a contract's term (docs/domain.md, "End of
 * term"), each confirmed in a dialog: return, extension (a duration the
 * provider prices, read when the dialog opens) and upgrade (the cart opens on
 * the new quote). The list re-renders with the choice recorded.
 */
export function ChoiceButtons({ agencyId, contract }: Props) {
  const t = useTranslations('endOfTerm.actions');
  const format = useFormat();
  const { call, busy, feedback } = useContractCall();
  const [open, setOpen] = useState<Open>(null);
  const [term, setTerm] = useState<ContractEndOfTerm | null>(null);
  const params = { agencyId, contractId: contract.id };

  async function openExtend() {
    setOpen('extend');
    if (!term) await call(async () => setTerm(await portalApi.get('/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm', { params })), null);
  }
  const close = (next: boolean) => !next && setOpen(null);

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('label', { number: contract.number })} className="flex flex-col items-stretch gap-2 sm:items-start">
        <Button variant="secondary" onClick={() => setOpen('return')}>
          {t('return')}
        </Button>
        <Button variant="secondary" onClick={() => void openExtend()}>
          {t('extend')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('upgrade')}>
          {t('upgrade')}
        </Button>
      </div>
      {feedback && feedback.tone === 'error' && <Alert>{feedback.text}</Alert>}
      <ConfirmDialog
        open={open === 'return'}
        onOpenChange={close}
        title={t('returnTitle', { number: contract.number })}
        description={t('returnText', { date: format.day(contract.endDate) })}
        confirmLabel={t('returnConfirm')}
        dismissLabel={t('cancel')}
        busy={busy}
        onConfirm={() =>
          void call(() => portalApi.post('/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/return', { params }), null).then(() => setOpen(null))
        }
      />
      <ConfirmDialog
        open={open === 'upgrade'}
        onOpenChange={close}
        title={t('upgradeTitle', { number: contract.number })}
        description={t('upgradeText')}
        confirmLabel={t('upgradeConfirm')}
        dismissLabel={t('cancel')}
        busy={busy}
        onConfirm={() =>
          void call(() => portalApi.post('/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/upgrade', { params }), null).then(
            (done) => done && window.location.assign(localHref('/cart/recap')),
          )
        }
      />
      <Modal open={open === 'extend'} onOpenChange={close} title={t('extendTitle', { number: contract.number })}>
        {term ? (
          <ExtendForm
            term={term}
            busy={busy}
            onCancel={() => setOpen(null)}
            onExtend={(durationMonths) =>
              call(() => portalApi.post('/api/Agency/{agencyId}/Contracts/{contractId}/EndOfTerm/extend', { params, json: { durationMonths } }), null).then(
                (done) => done && setOpen(null),
              )
            }
          />
        ) : (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('busy')}
          </p>
        )}
      </Modal>
    </div>
  );
}

function ExtendForm({ term, busy, onCancel, onExtend }: { term: ContractEndOfTerm; busy: boolean; onCancel: () => void; onExtend: (months: number) => void }) {
  const t = useTranslations('endOfTerm.actions');
  const validation = useTranslations('validation');
  const format = useFormat();
  const first = term.extensionOptions[0];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ExtendFormValues, unknown, { durationMonths: number }>({
    resolver: lazyZodResolver(() => import('@/lib/end-of-term/extend-checks').then((module) => module.extendChecks)),
    defaultValues: { durationMonths: first ? String(first.durationMonths) : '' },
  });
  if (!first) return <Alert>{t('noOptions')}</Alert>;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(({ durationMonths }) => onExtend(durationMonths))}>
      <p className="text-sm text-ink">{t('extendText', { residual: format.money(term.residualValue) })}</p>
      <SelectField
        label={t('duration')}
        required
        error={errors.durationMonths ? validation('required') : undefined}
        options={term.extensionOptions.map((o) => ({
          value: String(o.durationMonths),
          label: t('durationOption', { months: o.durationMonths, amount: format.money(o.monthlyPayment) }),
        }))}
        {...register('durationMonths')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" aria-busy={busy || undefined}>
          {busy ? t('busy') : t('extendConfirm')}
        </Button>
      </div>
    </form>
  );
}
