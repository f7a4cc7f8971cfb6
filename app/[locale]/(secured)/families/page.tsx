import { getTranslations } from 'next-intl/server';
import { NewFamilyForm } from '@/components/admin/new-family-form';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { holds } from '@/core/capabilities';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getCurrentUser } from '@/lib/api/account';
import { getFamiliesAdmin } from '@/lib/api/admin';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('families');

export default async function FamiliesPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const session = await requirePage('families', locale);
  const [families, me, t] = await Promise.all([
    pageRead(getFamiliesAdmin(session), locale),
    pageRead(getCurrentUser(session), locale),
    getTranslations('families'),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
        <p className="text-sm text-ink-muted">{t('intro')}</p>
      </div>
      {holds({ role: session.role, backOfficeRole: me.backOfficeRole }, 'catalogue.create') && (
        <Section title={t('new.title')}>
          <NewFamilyForm />
        </Section>
      )}
      <p className="text-sm text-ink-muted" data-testid="families-count">
        {t('count', { total: families.length })}
      </p>
      {families.length === 0 ? (
        <EmptyState title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="families">
          {families.map((family) => (
            <li key={family.id}>
              <Link
                href={`/families/${family.id}`}
                className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-primary focus:outline-none focus:ring-2 focus:ring-primary"
              >
                <span className="flex h-16 w-20 shrink-0 items-center justify-center overflow-hidden rounded bg-slate-50">
                  {family.imageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- served by the API through the portal, already resized
                    <img src={family.imageUrl} alt="" className="max-h-16 w-auto" />
                  ) : (
                    <span className="text-xs text-ink-muted">{t('noPicture')}</span>
                  )}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{family.name}</span>
                  <span className="block text-sm text-ink-muted">{t('models', { count: family.modelsCount })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
