import { useTranslations } from 'next-intl';
import type { Story } from '@/lib/api/catalogue';

/** VirtualLand stories: sanitised by the API; each opens to its full text. */
export function StoriesList({ stories }: { stories: Story[] | null }) {
  const t = useTranslations('cart.stories');
  if (stories === null) return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-ink-muted">{t('unavailable')}</p>;
  if (stories.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-ink-muted">{t('none')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {stories.map((story) => (
        <li key={story.id}>
          <article aria-labelledby={`story-${story.id}`} className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
            {story.imageUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- story pictures (https or our files, checked by the API)
              <img src={story.imageUrl} alt="" className="aspect-video w-full object-cover" loading="lazy" />
            )}
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h3 id={`story-${story.id}`} className="text-base font-semibold text-ink">
                {story.title}
              </h3>
              {story.summary && <p className="text-sm text-ink-muted">{story.summary}</p>}
              <details className="mt-auto text-sm">
                <summary className="cursor-pointer font-medium text-primary">{t('read')}</summary>
                {/* Sanitised by the API (backend/adapters/sanitize.ts). */}
                <div className="mt-2 leading-relaxed text-ink [&_p]:mb-2" dangerouslySetInnerHTML={{ __html: story.body }} />
              </details>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
