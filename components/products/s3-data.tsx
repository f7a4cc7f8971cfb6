import { useTranslations } from 'next-intl';

function text(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${text(inner)}`)
      .join('; ');
  return String(value);
}

const HIDDEN = new Set(['images', 'image', 'source']);

/** The supplier's data sheet (GET /api/s3): a labelled value per row. */
export function S3Data({ data }: { data: Record<string, unknown> }) {
  const t = useTranslations('products');
  const fields = useTranslations('products.dataSheetFields');
  // Known fields of the sheet by their localized label; others as the supplier names them.
  const label = (name: string) => (fields.has(name as never) ? fields(name as never) : name);
  // Picture links and bookkeeping fields of the sheet say nothing to a customer.
  const rows = Object.entries(data).filter(([name, value]) => value !== null && value !== '' && !HIDDEN.has(name));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="model-s3">
      <h3 id="model-s3" className="mb-2 text-base font-semibold text-ink">
        {t('dataSheet')}
      </h3>
      <table className="w-full text-left text-sm">
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name} className="border-t border-slate-100">
              <th scope="row" className="w-1/3 py-1.5 pr-3 font-medium text-ink-muted">
                {label(name)}
              </th>
              <td className="py-1.5 text-ink">{text(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
