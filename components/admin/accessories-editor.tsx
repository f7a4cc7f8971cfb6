'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import type { AccessoryAdminSchema } from '@/core/schemas/model-extras';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { useFormat } from '@/lib/format/use-format';
import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { AccessoryForm } from './accessory-form';

type Accessory = z.infer<typeof AccessoryAdminSchema>;

interface Props {
  modelId: number;
  modelName: string;
  accessories: Accessory[];
  mayEdit: boolean;
  mayRetire: boolean;
}

/** A model's accessories: each edited in place, retired (or offered again), removed when no contract names it. */
export function AccessoriesEditor({ modelId, modelName, accessories, mayEdit, mayRetire }: Props) {
  const t = useTranslations('families.extras');
  const format = useFormat();
  const errorText = useErrorText();
  const router = useRouter();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<Accessory | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const ACCESSORY = '/api/Anagra/ProductModels/{modelId}/Accessories/{accessoryId}';

  function saved(text: string) {
    setEditing(null);
    setMessage({ tone: 'info', text });
    router.refresh();
  }

  async function act(accessory: Accessory, action: 'retire' | 'restore' | 'remove') {
    setBusy(true);
    try {
      if (action === 'remove') await portalApi.delete(ACCESSORY, { params: { modelId, accessoryId: accessory.id } });
      else await portalApi.put(ACCESSORY, { params: { modelId, accessoryId: accessory.id }, json: { retired: action === 'retire' } });
      setMessage(null);
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {accessories.length === 0 && <p className="text-sm text-ink-muted">{t('noAccessories')}</p>}
      <ul className="flex flex-col divide-y divide-slate-200" aria-label={t('accessoriesOf', { name: modelName })}>
        {accessories.map((accessory) =>
          editing === accessory.id ? (
            <li key={accessory.id} className="py-2">
              <AccessoryForm modelId={modelId} accessory={accessory} onDone={() => saved(t('accessorySaved'))} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={accessory.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="accessory-row">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-ink">
                  {accessory.name} {accessory.retired && <Badge tone="danger">{t('retiredBadge')}</Badge>}
                </p>
                <p className="break-words text-xs text-ink-muted">
                  {accessory.partNumber}
                  {accessory.contractsCount > 0 ? ` · ${t('inContracts', { count: accessory.contractsCount })}` : ''}
                  {accessory.modelsCount > 1 ? ` · ${t('shared', { count: accessory.modelsCount - 1 })}` : ''}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                <span className="mr-2 text-sm font-semibold tabular-nums text-ink">{format.money(accessory.priceCents / 100)}</span>
                {mayEdit && (
                  <Button variant="secondary" onClick={() => setEditing(accessory.id)} aria-label={t('editAccessoryLabel', { name: accessory.name })}>
                    {t('edit')}
                  </Button>
                )}
                {mayRetire && (
                  <Button
                    variant="ghost"
                    onClick={() => act(accessory, accessory.retired ? 'restore' : 'retire')}
                    disabled={busy}
                    aria-label={t(accessory.retired ? 'restoreLabel' : 'retireLabel', { name: accessory.name })}
                  >
                    {t(accessory.retired ? 'restore' : 'retire')}
                  </Button>
                )}
                {mayRetire && accessory.contractsCount === 0 && (
                  <Button variant="ghost" onClick={() => setRemoving(accessory)} disabled={busy} aria-label={t('removeLabel', { name: accessory.name })}>
                    {t('remove')}
                  </Button>
                )}
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AccessoryForm modelId={modelId} accessory={null} onDone={() => saved(t('accessoryCreated'))} onCancel={() => setEditing(null)} />
      ) : (
        mayEdit && (
          <Button variant="secondary" className="self-start" onClick={() => setEditing('new')}>
            {t('addAccessory')}
          </Button>
        )
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? t('removeTitle', { name: removing.name }) : ''}
        description={t('removeText')}
        confirmLabel={t('remove')}
        onConfirm={() => removing && act(removing, 'remove')}
        destructive
        busy={busy}
      />
    </div>
  );
}
