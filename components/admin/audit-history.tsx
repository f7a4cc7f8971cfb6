import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { type AuditFieldKind, auditFieldKind } from '@/core/domain/audit-fields';
import type { AuditEntrySchema } from '@/core/schemas/audit';
import { fieldNumber } from '@/lib/format/field-value';
import { useFormat } from '@/lib/format/use-format';

type Entry = z.infer<typeof AuditEntrySchema>;
type Value = Entry['changes'][string]['to'];

/** A field's stored text (a role code, say) as people read it; the identity when the page has nothing better. */
export type ValueLabel = (field: string, value: string) => string;

/** A value as the history shows it: lists joined, nothing as a dash, flags in words, numbers and days by their field's kind. */
function ValueText({ field, kind, value, label }: { field: string; kind: AuditFieldKind; value: Value; label: ValueLabel }) {
  const t = useTranslations('audit');
  const format = useFormat();
  if (value === undefined || value === null || value === '') return <span className="text-ink-muted">—</span>;
  if (typeof value === 'boolean') return <>{t(value ? 'yes' : 'no')}</>;
  if (Array.isArray(value)) return <>{value.length ? value.map((item) => label(field, item)).join(', ') : '—'}</>;
  if (typeof value === 'number') return <>{fieldNumber(format, kind, value)}</>;
  return <>{kind === 'day' ? format.day(value) : label(field, value)}</>;
}

const asStored: ValueLabel = (_field, value) => value;

/** Who changed what and when, newest first: each field's value before and after. */
export function AuditHistory({
  entries,
  fieldLabel,
  valueLabel = asStored,
}: {
  entries: Entry[];
  fieldLabel: (field: string) => string;
  valueLabel?: ValueLabel;
}) {
  const t = useTranslations('audit');
  const format = useFormat();
  if (entries.length === 0) return <p className="text-sm text-ink-muted">{t('empty')}</p>;
  return (
    <ol className="flex flex-col gap-3" data-testid="audit-history">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-md border border-slate-200 p-3 text-sm">
          <p className="font-medium text-ink">
            {t(`actions.${entry.action}`)} · {entry.actor.username ?? t('system')} · <time dateTime={entry.at}>{format.moment(entry.at)}</time>
          </p>
          {Object.keys(entry.changes).length > 0 && (
            <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              {Object.entries(entry.changes).map(([field, change]) => (
                <div key={field} className="contents">
                  <dt className="text-ink-muted">{fieldLabel(field)}</dt>
                  <dd className="break-words text-ink">
                    {'from' in change && (
                      <>
                        <ValueText field={field} kind={auditFieldKind(entry.entity, field)} value={change.from} label={valueLabel} />{' '}
                        <span aria-label={t('becomes')}>→</span>{' '}
                      </>
                    )}
                    <ValueText field={field} kind={auditFieldKind(entry.entity, field)} value={change.to} label={valueLabel} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
