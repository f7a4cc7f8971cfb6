'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { useId, useState } from 'react';
import { GUARANTEE_TIERS, type ContractType, type GuaranteeTier } from '@/core/domain/catalogue';
import type { RuleViolation } from '@/core/error-codes';
import type { AccessoryInfo, ModelInfo, QuoteLine, ServiceInfo } from '@/lib/cart/types';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FieldError } from '../ui/form-field';
import { ConfirmDialog } from './confirm-dialog';
import { QuantityInput } from './quantity-input';
import { lineIssuesShown } from '@/lib/cart/issues-shown';
import { useErrorText } from '@/lib/client/use-error-text';

interface Props {
  line: QuoteLine;
  model: ModelInfo | undefined;
  accessories: AccessoryInfo[];
  services: ServiceInfo[];
  contractType: ContractType;
  issues: RuleViolation[];
  onQuantity: (quantity: number) => void;
  onAccessory: (accessoryId: number, quantity: number) => void;
  onService: (tier: GuaranteeTier, quantity: number) => void;
  onRemove: () => void;
}

/** One model of the quote: its quantity, accessories and one guarantee service per unit. */
export function LineCard({ line, model, accessories, services, contractType, issues, onQuantity, onAccessory, onService, onRemove }: Props) {
  const t = useTranslations('cart.line');
  const format = useFormat();
  const errorText = useErrorText();
  const id = useId();
  const [refused, setRefused] = useState(false);
  const name = model?.name ?? t('unknownModel');
  const { quantityIssue, servicesIssue, otherIssues } = lineIssuesShown(issues);
  const accessoryQuantity = (accessoryId: number) => line.accessories.find((a) => a.accessoryId === accessoryId)?.quantity ?? 0;
  const serviceQuantity = (tier: GuaranteeTier) => line.services.find((s) => s.tier === tier)?.quantity ?? 0;
  const excess = Number(servicesIssue?.params?.excess ?? 0);
  const missing = servicesIssue ? Number(servicesIssue.params?.products ?? 0) - Number(servicesIssue.params?.services ?? 0) : 0;

  function changeAccessory(accessoryId: number, quantity: number) {
    // a flex rental cart takes no accessories; removing one stays possible.
    if (contractType === 'flex' && quantity > accessoryQuantity(accessoryId)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onAccessory(accessoryId, quantity);
  }

  return (
    <section aria-labelledby={`${id}-name`} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="cart-line" data-model-id={line.modelId}>
      <div className="flex flex-wrap items-start gap-4">
        {model?.imageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- catalogue picture
          <img src={model.imageUrl} alt="" width={72} height={72} className="h-18 w-18 rounded-md border border-slate-100 object-contain" />
        )}
        {/* A basis of its own: where the name and the controls do not fit side by side, the controls wrap below it rather than squeeze it to a word a line. */}
        <div className="min-w-0 flex-1 basis-48">
          <h3 id={`${id}-name`} className="break-words font-semibold text-ink">
            {name}
          </h3>
          {model && (
            <p className="text-xs text-ink-muted">
              {model.partNumber} · {t('unitPrice', { price: format.money(model.listPrice) })}
            </p>
          )}
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="text-xs font-medium text-ink-muted" id={`${id}-qty`}>
            {t('quantity')}
          </span>
          <QuantityInput
            label={t('quantityOf', { name })}
            value={line.quantity}
            onChange={onQuantity}
            decreaseLabel={t('decrease')}
            increaseLabel={t('increase')}
            invalid={Boolean(quantityIssue)}
            describedBy={quantityIssue ? `${id}-qty-error` : undefined}
          />
          {quantityIssue && <FieldError id={`${id}-qty`}>{errorText(quantityIssue)}</FieldError>}
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" aria-label={t('removeModel', { name })}>
              {t('remove')}
            </Button>
          }
          title={t('removeTitle')}
          description={t('removeText', { name })}
          confirmLabel={t('remove')}
          onConfirm={onRemove}
        />
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 xl:grid-cols-2">
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('accessories')}</legend>
          {contractType === 'flex' && <p className="mb-2 text-xs text-ink-muted">{t('flexNoAccessories')}</p>}
          {refused && (
            <div className="mb-2">
              <Alert>{errorText('flex_with_accessories')}</Alert>
            </div>
          )}
          {accessories.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('noAccessories')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {accessories.map((accessory) => (
                <li key={accessory.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0">
                    <span className="block text-ink">{accessory.name}</span>
                    <span className="text-xs text-ink-muted">{format.money(accessory.price)}</span>
                  </span>
                  <QuantityInput
                    label={accessory.name}
                    value={accessoryQuantity(accessory.id)}
                    onChange={(quantity) => changeAccessory(accessory.id, quantity)}
                    decreaseLabel={t('decrease')}
                    increaseLabel={t('increase')}
                  />
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        <fieldset className="min-w-0" aria-describedby={servicesIssue ? `${id}-services-error` : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink">{t('services', { count: line.quantity })}</legend>
          <ul className="flex flex-col gap-2">
            {GUARANTEE_TIERS.map((tier) => {
              const service = services.find((candidate) => candidate.tier === tier);
              if (!service) return null;
              const quantity = serviceQuantity(tier);
              return (
                <li
                  key={tier}
                  className={`flex items-center justify-between gap-2 rounded-md px-1 text-sm ${excess > 0 && quantity > 0 ? 'bg-red-50 ring-1 ring-red-200' : ''}`}
                >
                  <span>
                    <span className="font-medium text-ink">{tier}</span>
                    <span className="ml-2 text-xs text-ink-muted">{t('perUnit', { price: format.money(service.price) })}</span>
                  </span>
                  <QuantityInput
                    label={t('serviceOf', { tier, name })}
                    value={quantity}
                    onChange={(value) => onService(tier, value)}
                    decreaseLabel={t('decrease')}
                    increaseLabel={t('increase')}
                  />
                </li>
              );
            })}
          </ul>
          {servicesIssue && (
            <div className="mt-2">
              <FieldError id={`${id}-services`}>
                {errorText(servicesIssue)}
                {excess > 0 && (
                  <span className="mt-1 block font-semibold">
                    {t('removeServices', {
                      count: excess,
                      tiers: line.services
                        .filter((s) => s.quantity > 0)
                        .map((s) => `${s.tier} (${s.quantity})`)
                        .join(', '),
                    })}
                  </span>
                )}
                {missing > 0 && <span className="mt-1 block font-semibold">{t('addServices', { count: missing })}</span>}
              </FieldError>
            </div>
          )}
        </fieldset>
      </div>
      {otherIssues.length > 0 && (
        <div className="mt-3">
          <Alert>
            <ul className="ml-4 list-disc">
              {otherIssues.map((issue, index) => (
                <li key={`${issue.code}-${index}`}>{errorText(issue)}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
    </section>
  );
}
