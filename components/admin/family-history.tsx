import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { MODEL_CATEGORIES, WAREHOUSE_STATUSES } from '@/core/domain/catalogue';
import type { AuditEntrySchema } from '@/core/schemas/audit';
import { AuditHistory } from './audit-history';

const includes = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** A family's history, its models', their accessories' and guarantee tiers': fields by their form labels, categories and availability in words. */
export function FamilyHistory({ entries }: { entries: z.infer<typeof AuditEntrySchema>[] }) {
  const family = useTranslations('families.form');
  const model = useTranslations('families.model');
  const picture = useTranslations('families.detail');
  const extras = useTranslations('families.extras');
  const categories = useTranslations('families.categories');
  const warehouse = useTranslations('products.warehouse');
  const label = (field: string) => {
    if (field === 'image') return picture('picture');
    if (family.has(field as never)) return family(field as never);
    if (model.has(field as never)) return model(field as never);
    return extras.has(field as never) ? extras(field as never) : field;
  };
  return (
    <AuditHistory
      entries={entries}
      fieldLabel={label}
      valueLabel={(field, value) => {
        if (field === 'category' && includes(MODEL_CATEGORIES, value)) return categories(value);
        if (field === 'warehouseStatus' && includes(WAREHOUSE_STATUSES, value)) return warehouse(value);
        return value;
      }}
    />
  );
}
