import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { AuditEntrySchema } from '@/core/schemas/audit';
import { useFormat } from '@/lib/format/use-format';
import { AuditHistory } from './audit-history';

type Entry = z.infer<typeof AuditEntrySchema>;

/**
 * The history of the rate factors (keys provider.months.bandCents) or of the
 * guarantee fees (keys tier.category.field), each key named as people read it.
 */
export function RatesHistory({ entries, kind }: { entries: Entry[]; kind: 'rates' | 'fees' }) {
  const t = useTranslations(`settings.${kind}`);
  const categories = useTranslations('families.categories');
  const format = useFormat();
  const label = (field: string) => {
    const [a = '', b = '', c = ''] = field.split('.');
    if (kind === 'rates') {
      const band = c === 'top' ? t('historyTop') : t('bandUpTo', { amount: format.moneyWhole(Number(c) / 100) });
      return t('historyKey', { provider: a, months: Number(b), band });
    }
    const column = {
      handlingFeeCents: 'handlingFeeCents',
      freeAccidents: 'freeAccidents',
      accidentalCoverYears: 'accidentalCoverYears',
      theftDeductibleCents: 'theftDeductibleCents',
      theftDeductibleAfterMonth36MaxCents: 'theftDeductibleAfter36Cents',
    }[c];
    return t('historyKey', { tier: a, category: categories.has(b as never) ? categories(b as never) : b, column: column ? t(column as never) : c });
  };
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-semibold text-ink">{t('history')}</summary>
      <div className="mt-2">
        <AuditHistory entries={entries} fieldLabel={label} />
      </div>
    </details>
  );
}
