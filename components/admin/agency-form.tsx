'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { AgencyCreateBodySchema, AgencyDetailSchema } from '@/core/schemas/agencies';
import { useRouter } from '@/i18n/navigation';
import { decimalInput } from '@/lib/client/decimal-input';
import { portalFetch } from '@/lib/client/portal-fetch';
import { useFieldErrors } from '@/lib/client/use-field-errors';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type AgencyDetail = z.infer<typeof AgencyDetailSchema>;
type Body = z.input<typeof AgencyCreateBodySchema>;
const FIELDS = ['name', 'shippingUnitCostCents', 'shippingMaxUnits', 'agentCommission', 'grenkeAgentCommission'] as const;

/** Create or edit an agency: name, shipping terms and commissions (new quotes only). */
export function AgencyForm({ agency, editable }: { agency: AgencyDetail | null; editable: boolean }) {
  const t = useTranslations('agencies.form');
  const validation = useTranslations('validation');
  const router = useRouter();
  const fieldErrors = useFieldErrors();
  const [values, setValues] = useState({
    name: agency?.name ?? '',
    shippingUnitCost: agency ? String(agency.shippingUnitCostCents / 100) : '5',
    shippingMaxUnits: agency ? String(agency.shippingMaxUnits) : '1',
    agentCommission: agency ? String(agency.agentCommission) : '0',
    grenkeAgentCommission: agency ? String(agency.grenkeAgentCommission) : '0',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function parse(): { body: Body | null; found: Record<string, string> } {
    const found: Record<string, string> = {};
    const cost = decimalInput(values.shippingUnitCost, 1000);
    const units = /^\d{1,4}$/.test(values.shippingMaxUnits.trim()) ? Number(values.shippingMaxUnits) : NaN;
    const agent = decimalInput(values.agentCommission, 100);
    const grenke = decimalInput(values.grenkeAgentCommission, 100);
    if (!values.name.trim()) found.name = validation('required');
    if (cost === null) found.shippingUnitCostCents = t('invalidMoney');
    if (!(units >= 1 && units <= 1000)) found.shippingMaxUnits = validation('greaterThan', { min: 0 });
    if (agent === null) found.agentCommission = t('invalidPercent');
    if (grenke === null) found.grenkeAgentCommission = t('invalidPercent');
    if (Object.keys(found).length) return { body: null, found };
    return {
      body: {
        name: values.name.trim(),
        shippingUnitCostCents: Math.round(cost! * 100),
        shippingMaxUnits: units,
        agentCommission: agent!,
        grenkeAgentCommission: grenke!,
      },
      found,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, found } = parse();
    setErrors(found);
    setSaved(false);
    if (!body) return;
    setBusy(true);
    setFailure(null);
    try {
      if (agency === null) {
        const created = await portalFetch<AgencyDetail>('/api/Agency', { method: 'POST', json: body });
        router.push(`/agencies/${created.id}`);
      } else {
        await portalFetch<AgencyDetail>(`/api/Agency/${agency.id}`, { method: 'PUT', json: body });
        setSaved(true);
        router.refresh();
      }
    } catch (error) {
      const { byField, general } = fieldErrors(error, FIELDS);
      setErrors(byField);
      setFailure(general);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={agency ? t('editLabel') : t('createLabel')}>
      {failure && <Alert>{failure}</Alert>}
      {saved && <Alert tone="info">{t('saved')}</Alert>}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField
          label={t('name')}
          name="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          disabled={!editable}
          maxLength={100}
          className="md:col-span-2"
        />
        <TextField
          label={t('shippingUnitCost')}
          name="shippingUnitCost"
          inputMode="decimal"
          value={values.shippingUnitCost}
          onChange={set('shippingUnitCost')}
          error={errors.shippingUnitCostCents}
          disabled={!editable}
          hint={t('shippingUnitCostHint')}
        />
        <TextField
          label={t('shippingMaxUnits')}
          name="shippingMaxUnits"
          inputMode="numeric"
          value={values.shippingMaxUnits}
          onChange={set('shippingMaxUnits')}
          error={errors.shippingMaxUnits}
          disabled={!editable}
          hint={t('shippingMaxUnitsHint')}
        />
        <TextField
          label={t('agentCommission')}
          name="agentCommission"
          inputMode="decimal"
          value={values.agentCommission}
          onChange={set('agentCommission')}
          error={errors.agentCommission}
          disabled={!editable}
        />
        <TextField
          label={t('grenkeAgentCommission')}
          name="grenkeAgentCommission"
          inputMode="decimal"
          value={values.grenkeAgentCommission}
          onChange={set('grenkeAgentCommission')}
          error={errors.grenkeAgentCommission}
          disabled={!editable}
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
