'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import type { ServiceAdminSchema } from '@/core/schemas/model-extras';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import type { ApiCallBody } from '@/lib/api-types';
import { useErrorText } from '@/lib/client/use-error-text';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { ServicePriceForm } from './service-price-form';

const SERVICE = '/api/Anagra/ProductModels/{modelId}/Services/{serviceId}';

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
  const format = useFormat();
  const errorText = useErrorText();
  const router = useRouter();
  /** the tier whose price is being edited */
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  async function send(service: Service, body: ApiCallBody<'PUT', typeof SERVICE>, done: string | null) {
    setBusy(true);
    try {
      await portalApi.put(SERVICE, { params: { modelId, serviceId: service.id }, json: body });
      setEditing(null);
      setMessage(done ? { tone: 'info', text: done } : null);
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
    }
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
            {editing === service.id ? (
              <ServicePriceForm
                tier={service.tier}
                priceCents={service.priceCents}
                busy={busy}
                onSave={(body) => void send(service, body, t('serviceSaved'))}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                <span className="mr-2 text-sm font-semibold tabular-nums text-ink">{format.money(service.priceCents / 100)}</span>
                {mayEdit && (
                  <Button variant="secondary" onClick={() => setEditing(service.id)} aria-label={t('priceLabel', { tier: service.tier })}>
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
