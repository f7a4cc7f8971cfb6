'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { ServiceAdminSchema } from '@/core/schemas/model-extras';
import { useRouter } from '@/i18n/navigation';
import { decimalInput } from '@/lib/client/decimal-input';
import { PortalError, portalFetch } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type Service = z.infer<typeof ServiceAdminSchema>;

interface Props {
  modelId: number;
  modelName: string;
  services: Service[];
  mayEdit: boolean;
  mayRetire: boolean;
}

/** The guarantee tiers of a model's category: the price edited in place, a tier retired or offered again (for the whole category). */
export function ServicesEditor({ modelId, modelName, services, mayEdit, mayRetire }: Props) {
  const t = useTranslations('families.extras');
  const categories = useTranslations('families.categories');
  const model = useTranslations('families.model');
  const common = useTranslations('common');
  const format = useFormat();
  const errorText = useErrorText();
  const router = useRouter();
  const [editing, setEditing] = useState<{ id: number; price: string; error?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  async function send(service: Service, body: unknown, done: string | null) {
    setBusy(true);
    try {
      await portalFetch(`/api/Anagra/ProductModels/${modelId}/Services/${service.id}`, { method: 'PUT', json: body });
      setEditing(null);
      setMessage(done ? { tone: 'info', text: done } : null);
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
    }
  }

  async function savePrice(event: FormEvent, service: Service) {
    event.preventDefault();
    if (!editing) return;
    const euros = decimalInput(editing.price, 100_000);
    // The API's schema (zod) is fetched on the first save, not with the page.
    const { ServiceUpdateBodySchema } = await import('@/core/schemas/model-extras');
    const parsed = ServiceUpdateBodySchema.safeParse({ priceCents: euros === null ? 0 : Math.round(euros * 100) });
    if (!parsed.success) return setEditing({ ...editing, error: model('invalidPrice') });
    void send(service, parsed.data, t('serviceSaved'));
  }

  const category = services[0] ? categories(services[0].category) : '';
  return (
    <div className="flex flex-col gap-2">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {services.length > 0 && <p className="text-xs text-ink-muted">{t('servicesHint', { category })}</p>}
      <ul className="flex flex-col divide-y divide-slate-200" aria-label={t('servicesOf', { name: modelName })}>
        {services.map((service) => (
          <li key={service.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="service-row">
            <p className="text-sm font-semibold text-ink">
              {service.tier} {service.retired && <Badge tone="danger">{t('retiredBadge')}</Badge>}
              {service.contractsCount > 0 && (
                <span className="ml-2 text-xs font-normal text-ink-muted">{t('inContracts', { count: service.contractsCount })}</span>
              )}
            </p>
            {editing?.id === service.id ? (
              <form
                noValidate
                onSubmit={(e) => savePrice(e, service)}
                className="flex flex-wrap items-end gap-2"
                aria-label={t('priceLabel', { tier: service.tier })}
              >
                <TextField
                  label={t('price')}
                  name="price"
                  inputMode="decimal"
                  value={editing.price}
                  onChange={(e) => setEditing({ id: service.id, price: e.target.value })}
                  error={editing.error}
                  maxLength={12}
                  required
                  autoFocus
                />
                <Button variant="ghost" onClick={() => setEditing(null)} disabled={busy}>
                  {common('cancel')}
                </Button>
                <Button type="submit" disabled={busy}>
                  {t('save')}
                </Button>
              </form>
            ) : (
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                <span className="mr-2 text-sm font-semibold tabular-nums text-ink">{format.money(service.priceCents / 100)}</span>
                {mayEdit && (
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ id: service.id, price: String(service.priceCents / 100) })}
                    aria-label={t('priceLabel', { tier: service.tier })}
                  >
                    {t('edit')}
                  </Button>
                )}
                {mayRetire && (
                  <Button
                    variant="ghost"
                    onClick={() => send(service, { retired: !service.retired }, null)}
                    disabled={busy}
                    aria-label={t(service.retired ? 'restoreLabel' : 'retireLabel', { name: service.tier })}
                  >
                    {t(service.retired ? 'restore' : 'retire')}
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
