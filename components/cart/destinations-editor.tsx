'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { RuleViolation } from '@/core/error-codes';
import type { DestinationDraft } from '@/lib/cart/types';
import { destinationSchema } from '@/lib/validation/shipping';
import { Button } from '../ui/button';
import { FieldError } from '../ui/form-field';
import { TextField } from '../ui/text-field';
import { useErrorText } from '@/lib/client/use-error-text';

type TextKey = Exclude<keyof DestinationDraft, 'units'>;
const TEXT_FIELDS: readonly TextKey[] = ['contactName', 'phone', 'address', 'postalCode', 'town', 'province'];

interface Props {
  destinations: DestinationDraft[];
  onChange: (destinations: DestinationDraft[]) => void;
  unitIssues: RuleViolation[];
  productUnits: number;
  minUnits: number;
  /** the agent tried to submit: every message shows, not only those of fields left */
  showAll: boolean;
}

const EMPTY: Omit<DestinationDraft, 'units'> = { contactName: '', phone: '', address: '', postalCode: '', town: '', province: '' };

/** Multiple destinations: each an address and how many products it receives (at least the agency's minimum). */
export function DestinationsEditor({ destinations, onChange, unitIssues, productUnits, minUnits, showAll }: Props) {
  const t = useTranslations('cart.shipping');
  const root = useTranslations();
  const errorText = useErrorText();
  const totalId = useId();
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const assigned = destinations.reduce((sum, d) => sum + d.units, 0);
  const touch = (key: string) => setTouched((previous) => new Set(previous).add(key));
  const edit = (index: number, patch: Partial<DestinationDraft>) => onChange(destinations.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  const totalIssue = unitIssues.find(
    (issue) => issue.code === 'destinations_units_mismatch' || (issue.field === 'shipping.destinations' && issue.code === 'required'),
  );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('unitsSummary', { assigned, products: productUnits, min: minUnits })}</p>
      {destinations.map((destination, index) => {
        const parsed = destinationSchema.safeParse(destination);
        const errorOf = (field: keyof DestinationDraft) => {
          if (!showAll && !touched.has(`${index}.${field}`)) return undefined;
          const issue = parsed.success ? undefined : parsed.error.issues.find((candidate) => candidate.path[0] === field);
          return issue ? root(issue.message as never) : undefined;
        };
        const unitsIssue = unitIssues.find((issue) => issue.field === `shipping.destinations.${index}.units`);
        return (
          <fieldset key={index} className="rounded-lg border border-slate-200 p-4" data-testid="destination">
            <legend className="px-1 text-sm font-semibold text-ink">{t('destinationNumber', { number: index + 1 })}</legend>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                label={t('units')}
                inputMode="numeric"
                value={String(destination.units)}
                error={unitsIssue ? errorText(unitsIssue) : undefined}
                onChange={(event) => {
                  const value = event.target.value.trim();
                  if (/^\d{0,6}$/.test(value)) edit(index, { units: value === '' ? 0 : Number(value) });
                }}
              />
              {TEXT_FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={t(`destination.${field}`)}
                  value={destination[field]}
                  maxLength={field === 'province' ? 2 : 200}
                  error={errorOf(field)}
                  onBlur={() => touch(`${index}.${field}`)}
                  onChange={(event) => edit(index, { [field]: event.target.value })}
                />
              ))}
            </div>
            {destinations.length > 1 && (
              <Button variant="ghost" className="mt-3" onClick={() => onChange(destinations.filter((_, i) => i !== index))}>
                {t('removeDestination', { number: index + 1 })}
              </Button>
            )}
          </fieldset>
        );
      })}
      {totalIssue && <FieldError id={totalId}>{errorText(totalIssue)}</FieldError>}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => onChange([...destinations, { ...EMPTY, units: Math.max(minUnits, productUnits - assigned) }])}
      >
        + {t('addDestination')}
      </Button>
    </div>
  );
}
