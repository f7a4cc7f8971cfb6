'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { portalApi } from '@/lib/client/portal-api';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { Section } from '../../ui/section';
import { useContractCall } from './use-contract-call';

type Option = ContractDetail['providerOptions'][number];

interface Props {
  agencyId: number;
  contract: Pick<ContractDetail, 'id' | 'number' | 'providerOptions'>;
}

/**
 * A refused deal's way on (docs/domain.md, "Credit providers"): every
 * provider with the monthly payment its rate factors give and whether its
 * rules take the deal; one confirmed click resubmits it to one of them with
 * the same data.
 */
export function ResubmitPanel({ agencyId, contract }: Props) {
  const t = useTranslations('contracts.resubmit');
  const format = useFormat();
  const { call, busy, feedback } = useContractCall();
  const [asking, setAsking] = useState<Option | null>(null);
  const options = contract.providerOptions;
  const open = options.filter((o) => o.blocks.length === 0);

  const resubmit = async (option: Option) => {
    await call(
      () =>
        portalApi.post('/api/Agency/{agencyId}/Contracts/{contractId}/Resubmit', {
          params: { agencyId, contractId: contract.id },
          json: { providerCode: option.code },
        }),
      t('done', { name: option.name }),
    );
    setAsking(null);
  };

  return (
    <Section id="providers" title={t('heading')}>
      <div className="flex flex-col gap-3" aria-busy={busy}>
        {feedback && <Alert tone={feedback.tone === 'error' ? 'error' : 'info'}>{feedback.text}</Alert>}
        <p className="text-sm text-ink-muted">{open.length > 0 ? t('intro') : t('none')}</p>
        <ul className="grid gap-3 md:grid-cols-3" data-testid="provider-options">
          {options.map((option) => (
            <li key={option.code} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3" data-testid={`provider-${option.code}`}>
              <p className="text-sm font-semibold text-ink">
                {option.name}{' '}
                <span className="font-normal text-ink-muted">
                  ({option.code} · {t(`profiles.${option.profile}`)}
                  {option.current ? ` · ${t('current')}` : ''})
                </span>
              </p>
              <dl className="flex flex-col gap-1 text-sm">
                <div className="flex flex-wrap justify-between gap-x-2">
                  <dt className="text-ink-muted">{t('monthly')}</dt>
                  <dd className="font-medium tabular-nums text-ink">{option.monthlyPayment === null ? t('noRates') : format.money(option.monthlyPayment)}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-2">
                  <dt className="text-ink-muted">{t('outcome')}</dt>
                  <dd className="text-ink">{option.blocks.length === 0 ? t('eligible') : option.blocks.map((b) => t(`blocks.${b}`)).join('; ')}</dd>
                </div>
              </dl>
              {option.blocks.length === 0 && (
                <Button variant="primary" disabled={busy} onClick={() => setAsking(option)} className="mt-auto">
                  {t('action', { name: option.code })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title={asking ? t('title', { number: contract.number, name: asking.name }) : ''}
        description={asking ? t('text', { name: asking.name, monthly: asking.monthlyPayment === null ? '' : format.money(asking.monthlyPayment) }) : ''}
        confirmLabel={t('confirm')}
        busy={busy}
        onConfirm={() => asking && resubmit(asking)}
      />
    </Section>
  );
}
