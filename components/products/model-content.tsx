import { useTranslations } from 'next-intl';
import type { ProductContent } from '@/lib/api/catalogue';

/** Icecat description (HTML the API has sanitised) and specifications, grouped. */
export function ModelContent({ content }: { content: ProductContent | null }) {
  const t = useTranslations('products');
  if (!content) return <p className="text-sm text-ink-muted">{t('noContent')}</p>;
  const groups = new Map<string, { name: string; value: string }[]>();
  for (const spec of content.specs) groups.set(spec.group, [...(groups.get(spec.group) ?? []), spec]);
  return (
    <div className="flex flex-col gap-6">
      {content.summary && <p className="text-sm text-ink">{content.summary}</p>}
      {content.description && (
        // Sanitised by the API (backend/adapters/sanitize.ts) before it leaves the server.
        <div
          className="prose-content text-sm leading-relaxed text-ink [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2"
          dangerouslySetInnerHTML={{ __html: content.description }}
        />
      )}
      {groups.size > 0 && (
        <section aria-labelledby="model-specs">
          <h3 id="model-specs" className="mb-2 text-base font-semibold text-ink">
            {t('specifications')}
          </h3>
          {[...groups.entries()].map(([group, specs]) => (
            <table key={group} className="mb-3 w-full text-left text-sm">
              <caption className="mb-1 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted">{group}</caption>
              <tbody>
                {specs.map((spec) => (
                  <tr key={spec.name} className="border-t border-slate-100">
                    <th scope="row" className="w-1/3 py-1.5 pr-3 font-medium text-ink-muted">
                      {spec.name}
                    </th>
                    <td className="py-1.5 text-ink">{spec.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      )}
    </div>
  );
}
