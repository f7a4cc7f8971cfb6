import { getTranslations } from 'next-intl/server';

// The page area while a secured page loads: the shell stays, the content is a skeleton.
export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <div role="status" aria-label={t('loading')} className="animate-pulse space-y-4 motion-reduce:animate-none">
      <div className="h-7 w-1/3 rounded bg-slate-200" />
      <div className="h-4 w-2/3 rounded bg-slate-200" />
      <div className="h-40 rounded-lg bg-slate-200" />
    </div>
  );
}
