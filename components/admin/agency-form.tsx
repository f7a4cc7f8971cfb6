'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import type { AgencyCreateBodySchema, AgencyDetailSchema } from '@/core/schemas/agencies';
import { useRouter } from '@/i18n/navigation';
import type { AgencyFormValues } from '@/lib/admin/agency-checks';
import { portalApi } from '@/lib/client/portal-api';
import { useAdminForm } from '@/lib/client/use-admin-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { DecimalField } from '../ui/decimal-field';
import { TextField } from '../ui/text-field';

type AgencyDetail = z.infer<typeof AgencyDetailSchema>;
type Body = z.output<typeof AgencyCreateBodySchema>;
const API_FIELDS = ['name', 'shippingUnitCostCents', 'shippingMaxUnits', 'agentCommission', 'grenkeAgentCommission'] as const;
/** The API names the cost in cents; the form holds it in euros. */
const formFieldOf = (field: string) => (field === 'shippingUnitCostCents' ? 'shippingUnitCost' : field) as keyof AgencyFormValues;

/** Create or edit an agency: name, shipping terms and commissions (new quotes only). */
export function AgencyForm({ agency, editable }: { agency: AgencyDetail | null; editable: boolean }) {
  const t = useTranslations('agencies.form');
  const validation = useTranslations('validation');
  const router = useRouter();
  const { register, control, errorOf, failure, saved, busy, onSubmit } = useAdminForm<AgencyFormValues, Body>({
    checks: () => import('@/lib/admin/agency-checks').then((module) => module.agencyChecks),
    defaultValues: {
      name: agency?.name ?? '',
      shippingUnitCost: agency ? agency.shippingUnitCostCents / 100 : 5,
      shippingMaxUnits: agency ? String(agency.shippingMaxUnits) : '1',
      agentCommission: agency ? agency.agentCommission : 0,
      grenkeAgentCommission: agency ? agency.grenkeAgentCommission : 0,
    },
    apiFields: API_FIELDS,
    fieldOf: formFieldOf,
    checkMessage: (field) => refusal[field](),
  });
  /** What each field says when its check refuses it. */
  const refusal: Record<keyof AgencyFormValues, () => string> = {
    name: () => validation('required'),
    shippingUnitCost: () => t('invalidMoney'),
    shippingMaxUnits: () => validation('greaterThan', { min: 0 }),
    agentCommission: () => t('invalidPercent'),
    grenkeAgentCommission: () => t('invalidPercent'),
  };

  const submit = onSubmit(async (body, markSaved) => {
    if (agency === null) {
      const created = await portalApi.post('/api/Agency', { json: body });
      router.push(`/agencies/${created.id}`);
    } else {
      await portalApi.put('/api/Agency/{agencyId}', { params: { agencyId: agency.id }, json: body });
      markSaved();
      router.refresh();
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={agency ? t('editLabel') : t('createLabel')}>
      {failure && <Alert>{failure}</Alert>}
      {saved && <Alert tone="info">{t('saved')}</Alert>}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField label={t('name')} error={errorOf('name')} disabled={!editable} maxLength={100} className="md:col-span-2" {...register('name')} />
        <Controller
          control={control}
          name="shippingUnitCost"
          render={({ field }) => (
            <DecimalField
              {...field}
              label={t('shippingUnitCost')}
              max={1000}
              error={errorOf('shippingUnitCost')}
              disabled={!editable}
              hint={t('shippingUnitCostHint')}
            />
          )}
        />
        <TextField
          label={t('shippingMaxUnits')}
          inputMode="numeric"
          error={errorOf('shippingMaxUnits')}
          disabled={!editable}
          hint={t('shippingMaxUnitsHint')}
          {...register('shippingMaxUnits')}
        />
        <Controller
          control={control}
          name="agentCommission"
          render={({ field }) => <DecimalField {...field} label={t('agentCommission')} max={100} error={errorOf('agentCommission')} disabled={!editable} />}
        />
        <Controller
          control={control}
          name="grenkeAgentCommission"
          render={({ field }) => (
            <DecimalField {...field} label={t('grenkeAgentCommission')} max={100} error={errorOf('grenkeAgentCommission')} disabled={!editable} />
          )}
        />
      </div>
      {agency && <p className="text-xs text-ink-muted">{t('newQuotesOnly')}</p>}
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {agency ? t('save') : t('create')}
          </Button>
        </div>
      )}
    </form>
  );
}
