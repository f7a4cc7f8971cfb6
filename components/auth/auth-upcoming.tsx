import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

// An authentication page whose form arrives with a later issue: its title and the way back.
export async function AuthUpcoming({ titleKey }: { titleKey: string }) {
  const t = await getTranslations();
  return (
    <div className="text-center" data-testid="upcoming-page">
      <h1 className="text-2xl font-bold text-ink">{t(`routes.${titleKey}` as never)}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('upcoming.text')}</p>
      <Link href="/login" className="mt-6 inline-block text-sm font-medium text-primary hover:underline">
        {t('routes.login')}
      </Link>
    </div>
  );
}
