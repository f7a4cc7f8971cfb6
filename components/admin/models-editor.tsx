'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { lazy, useState } from 'react';
import type { z } from 'zod';
import type { ModelAdminSchema } from '@/core/schemas/catalogue-admin';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { ConfirmDialog, Modal } from '../ui/dialog';
import { ModelExtras } from './model-extras';

// The form loads when a model is added or edited, not with the page (its dialog loads then too).
const loadModelForm = () => import('./model-form');
const ModelForm = lazy(() => loadModelForm().then((module) => ({ default: module.ModelForm })));

type Model = z.infer<typeof ModelAdminSchema>;

interface Props {
  familyId: number;
  familyName: string;
  models: Model[];
  /** back-office role: create and edit */
  mayEdit: boolean;
  /** back-office role: retire and delete */
  mayRetire: boolean;
}

/** A family's models: each editable in a dialog, retired (or offered again), deleted when no contract names it. */
export function ModelsEditor({ familyId, familyName, models, mayEdit, mayRetire }: Props) {
  const t = useTranslations('families.model');
  const categories = useTranslations('families.categories');
  const warehouse = useTranslations('products.warehouse');
  const format = useFormat();
  const errorText = useErrorText();
  const router = useRouter();
  const [editing, setEditingState] = useState<Model | 'new' | null>(null);
  const setEditing = (next: Model | 'new' | null) => {
    if (next !== null) void loadModelForm();
    setEditingState(next);
  };
  const [confirming, setConfirming] = useState<{ model: Model; action: 'retire' | 'delete' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  function saved(created: boolean) {
    setEditing(null);
    setMessage({ tone: 'info', text: t(created ? 'created' : 'saved') });
    router.refresh();
  }

  async function act(model: Model, action: 'retire' | 'restore' | 'delete') {
    setBusy(true);
    try {
      if (action === 'delete') await portalApi.delete('/api/Anagra/ProductModels/{modelId}', { params: { modelId: model.id } });
      else await portalApi.put('/api/Anagra/ProductModels/{modelId}', { params: { modelId: model.id }, json: { retired: action === 'retire' } });
      setMessage(null);
      router.refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {mayEdit && (
        <Button className="self-start" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {models.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200" aria-label={t('tableCaption', { family: familyName })} data-testid="models">
          {models.map((model) => (
            <li key={model.id} className="flex flex-col gap-2 py-3" data-testid="model-row">
              <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between md:gap-4">
                <div className="min-w-0 md:flex-1">
                  <p className="font-semibold text-ink">
                    {model.brand} {model.name} {model.retired ? <Badge tone="danger">{t('retiredBadge')}</Badge> : <Badge tone="success">{t('active')}</Badge>}
                  </p>
                  <p className="break-words text-sm text-ink-muted">
                    {model.partNumber}
                    {model.ean ? ` · EAN ${model.ean}` : ''} · {categories(model.category)} · {warehouse(model.warehouseStatus)}
                    {model.flexEligible ? ` · ${t('flexEligible')}` : ''}
                    {model.contractsCount > 0 ? ` · ${t('inContracts', { count: model.contractsCount })}` : ''}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2 md:flex-nowrap md:justify-end">
                  <span className="mr-2 font-semibold tabular-nums text-ink">{format.money(model.listPriceCents / 100)}</span>
                  {mayEdit && (
                    <Button variant="secondary" onClick={() => setEditing(model)} aria-label={t('editLabel', { name: model.name })}>
                      {t('edit')}
                    </Button>
                  )}
                  {mayRetire &&
                    (model.retired ? (
                      <Button variant="ghost" onClick={() => act(model, 'restore')} disabled={busy}>
                        {t('restore')}
                      </Button>
                    ) : (
                      <Button variant="ghost" onClick={() => setConfirming({ model, action: 'retire' })} disabled={busy}>
                        {t('retire')}
                      </Button>
                    ))}
                  {mayRetire && model.contractsCount === 0 && (
                    <Button variant="ghost" onClick={() => setConfirming({ model, action: 'delete' })} disabled={busy}>
                      {t('delete')}
                    </Button>
                  )}
                </div>
              </div>
              <ModelExtras model={model} mayEdit={mayEdit} mayRetire={mayRetire} />
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' || editing === null ? t('addTitle', { family: familyName }) : t('editTitle', { name: editing.name })}
      >
        {editing !== null && (
          <ModelForm familyId={familyId} model={editing === 'new' ? null : editing} onDone={() => saved(editing === 'new')} onCancel={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? t(confirming.action === 'retire' ? 'retireTitle' : 'deleteTitle', { name: confirming.model.name }) : ''}
        description={confirming ? t(confirming.action === 'retire' ? 'retireText' : 'deleteText') : ''}
        confirmLabel={confirming?.action === 'delete' ? t('delete') : t('retire')}
        onConfirm={() => confirming && act(confirming.model, confirming.action)}
        destructive
        busy={busy}
      />
    </div>
  );
}
