'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useId, useState } from 'react';
import type { z } from 'zod';
import type { ModelAdminSchema } from '@/core/schemas/catalogue-admin';
import { Button } from '../ui/button';

// The editors load the first time a model's panel opens, not with the page.
const AccessoriesEditor = lazy(() => import('./accessories-editor').then((module) => ({ default: module.AccessoriesEditor })));
const ServicesEditor = lazy(() => import('./services-editor').then((module) => ({ default: module.ServicesEditor })));

type Model = z.infer<typeof ModelAdminSchema>;

/** Inside a model's row: its accessories and guarantee tiers, opened on demand so a long family stays short. */
export function ModelExtras({ model, mayEdit, mayRetire }: { model: Model; mayEdit: boolean; mayRetire: boolean }) {
  const t = useTranslations('families.extras');
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="flex flex-col gap-2">
      <Button variant="ghost" className="self-start !px-2" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
        {t('toggle', { accessories: model.accessories.length, services: model.services.length })}
      </Button>
      {open && (
        <div id={panel} className="grid grid-cols-1 gap-4 rounded-md border border-slate-200 p-3 lg:grid-cols-2" data-testid="model-extras">
          <section aria-label={t('accessories')}>
            <h4 className="mb-1 text-sm font-semibold text-ink">{t('accessories')}</h4>
            <Suspense fallback={null}>
              <AccessoriesEditor modelId={model.id} modelName={model.name} accessories={model.accessories} mayEdit={mayEdit} mayRetire={mayRetire} />
            </Suspense>
          </section>
          <section aria-label={t('services')}>
            <h4 className="mb-1 text-sm font-semibold text-ink">{t('services')}</h4>
            <Suspense fallback={null}>
              <ServicesEditor modelId={model.id} modelName={model.name} services={model.services} mayEdit={mayEdit} mayRetire={mayRetire} />
            </Suspense>
          </section>
        </div>
      )}
    </div>
  );
}
