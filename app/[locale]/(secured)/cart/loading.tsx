import { getTranslations } from 'next-intl/server';

// A cart step while it loads: the stepper's place, the lines and the price summary as skeletons.
export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <div role="status" aria-label={t('loading')} className="animate-pulse motion-reduce:animate-none">
      <div className="mb-6 flex gap-2">
        {Array.from({ length: 7 }, (_, index) => (
          <div key={index} className="h-7 w-28 rounded-full bg-slate-200" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <div className="h-28 rounded-lg bg-slate-200" />
          <div className="h-48 rounded-lg bg-slate-200" />
        </div>
        <div className="h-64 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
