'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { useState } from 'react';
import { get, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractUnitSchema, SupplierOrderSchema } from '@/core/schemas/contracts-answers';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { ORDER_MESSAGE_KEYS } from '@/lib/orders/order-message-keys';
import { type SerialField, type SerialsFormValues, type UnitChange, cellOf, serialsDefaults, unitKey } from '@/lib/orders/serials-form';
import { useRouter } from '@/i18n/navigation';
import { UnitStatusBadge } from '../contracts/status-badges';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FieldError, borderOf, controlProps } from '../ui/form-field';

type Unit = z.infer<typeof ContractUnitSchema>;
type Order = z.infer<typeof SupplierOrderSchema>;
type Field = SerialField;
/** From activation on, serials and DDTs belong to the running contract: what a unit holds stays, what it lacks may be completed. */
const SETTLED = new Set(['active', 'closing', 'closed', 'finished']);

const cellInput =
  'w-full min-w-28 rounded-md border bg-white px-2 py-1 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary disabled:bg-slate-50';

interface Props {
  units: Unit[];
  orders: Order[];
  editable: boolean;
  today: string;
  selected: number[];
  onSelect: (ids: number[]) => void;
}

/**
 * The contract's units: select those a new supplier order covers, and give
 * each its serial number and DDT; only what changed is sent, and each error
 * shows beside its cell.
 */
export function UnitsEditor({ units, orders, editable, today, selected, onSelect }: Props) {
  const t = useTranslations('orders.detail');
  const form = useTranslations('orders.serialsForm');
  const root = useTranslations();
  const format = useFormat();
  const errorText = useErrorText();
  const router = useRouter();
  const [feedback, setFeedback] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<SerialsFormValues, unknown, UnitChange[]>({
    // The checks (the API's body schema over the changes) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/orders/serials-checks').then((module) => module.serialsChecks(units)), ORDER_MESSAGE_KEYS),
    defaultValues: serialsDefaults(units),
  });
  const orderOf = (id: number | null) => orders.find((o) => o.id === id) ?? null;
  const toOrder = units.filter((u) => u.orderId === null).map((u) => u.id);

  async function save(changes: UnitChange[]) {
    if (changes.length === 0) {
      setFeedback({ tone: 'info', text: form('nothing') });
      return;
    }
    setFeedback(null);
    try {
      const answer = await portalApi.put('/api/Agency/contracts-serials', { json: { units: changes } });
      setFeedback({ tone: 'info', text: answer.contracts.some((c) => c.status === 'inActivation') ? form('activated') : form('saved') });
      router.refresh();
    } catch (error) {
      // Each error naming a unit's field goes beside its cell (as the API's words); the first one also above.
      const failure = PortalError.from(error);
      for (const item of failure.errors) {
        const cell = item.field ? cellOf(changes, item.field.split('.')) : null;
        if (cell) setError(cell as `units.${string}.${Field}`, { type: 'server', message: errorText(item) });
      }
      setFeedback({ tone: 'error', text: errorText(failure) });
    }
  }

  /** A check's message key, or the API's words. */
  const errorOf = (name: string) => {
    const error = get(errors, name) as { type?: string; message?: string } | undefined;
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : root(error.message as never);
  };

  const input = (unit: Unit, field: Field, label: string, disabled: boolean) => {
    const name = `units.${unitKey(unit.id)}.${field}` as const;
    const error = errorOf(name);
    const id = `cell-${unit.id}-${field}`;
    return (
      <div className="flex flex-col gap-1">
        <input
          {...controlProps(id, { error })}
          aria-label={`${label} – ${unit.name}`}
          type={field === 'ddtDate' ? 'date' : 'text'}
          max={field === 'ddtDate' ? today : undefined}
          maxLength={field === 'serialNumber' ? 100 : 50}
          disabled={disabled}
          className={`${cellInput} ${borderOf(error)}`}
          {...register(name)}
        />
        {error && <FieldError id={id}>{error}</FieldError>}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-3" aria-label={form('title')}>
      <p className="text-sm text-ink-muted">{form('hint')}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="units-table">
          <caption className="sr-only">{t('units')}</caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {editable && toOrder.length > 0 ? (
                  <input
                    type="checkbox"
                    aria-label={t('selectAll')}
                    checked={toOrder.every((id) => selected.includes(id))}
                    onChange={(event) => onSelect(event.target.checked ? toOrder : [])}
                    className="h-4 w-4"
                  />
                ) : (
                  <span className="sr-only">{t('selectAll')}</span>
                )}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('model')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('order')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('serialNumber')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('ddtNumber')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('ddtDate')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('unitStatus')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {units.map((unit, index) => {
              const order = orderOf(unit.orderId);
              const settled = SETTLED.has(unit.status);
              const locked = (field: Field) => !editable || (settled && Boolean(unit[field]));
              return (
                <tr key={unit.id} data-testid={`unit-${index + 1}`}>
                  <td className="px-3 py-2 align-top">
                    {editable && order === null && (
                      <input
                        type="checkbox"
                        aria-label={t('select', { n: index + 1 })}
                        checked={selected.includes(unit.id)}
                        onChange={(event) => onSelect(event.target.checked ? [...selected, unit.id] : selected.filter((id) => id !== unit.id))}
                        className="h-4 w-4"
                      />
                    )}
                  </td>
                  <th scope="row" className="px-3 py-2 text-left align-top font-normal">
                    <p className="font-medium text-ink">{t('unit', { n: index + 1 })}</p>
                    <p className="text-xs text-ink-muted">
                      {unit.name} · {unit.partNumber}
                    </p>
                  </th>
                  <td className="whitespace-nowrap px-3 py-2 align-top">
                    {order ? (
                      <>
                        <p>{order.orderNumber}</p>
                        <p className="text-xs text-ink-muted">
                          {order.supplierName} · {format.day(order.orderDate)}
                        </p>
                      </>
                    ) : (
                      <span className="text-ink-muted">{t('notOrdered')}</span>
                    )}
                  </td>
                  <td className="px-3 py-2 align-top">{input(unit, 'serialNumber', t('serialNumber'), locked('serialNumber'))}</td>
                  <td className="px-3 py-2 align-top">{input(unit, 'ddtNumber', t('ddtNumber'), locked('ddtNumber') || order === null)}</td>
                  <td className="px-3 py-2 align-top">{input(unit, 'ddtDate', t('ddtDate'), locked('ddtDate') || order === null)}</td>
                  <td className="px-3 py-2 align-top">
                    <UnitStatusBadge status={unit.status} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editable && (
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? form('saving') : form('submit')}
          </Button>
        </div>
      )}
      {feedback && <Alert tone={feedback.tone === 'error' ? 'error' : 'info'}>{feedback.text}</Alert>}
    </form>
  );
}
