import { getTranslations } from 'next-intl/server';

// The shell and title of a route whose page arrives with a later issue.
export async function UpcomingPage({ titleKey }: { titleKey: string }) {
  const t = await getTranslations();
  return (
    <section className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="upcoming-page">
      <h2 className="text-xl font-semibold text-ink">{t(`routes.${titleKey}` as never)}</h2>
      <p className="mt-2 text-sm text-ink-muted">{t('upcoming.text')}</p>
    </section>
  );
}
