import { getTranslations } from 'next-intl/server';
import { AgencyForm } from '@/components/admin/agency-form';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('agencyNew');

export default async function NewAgencyPage({ params }: { params: Promise<{ locale: Locale }> }) {
  await requirePage('agencyNew', (await params).locale);
  const t = await getTranslations('agencies');
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-ink">{t('newHeading')}</h2>
      <Section title={t('detail.terms')}>
        <AgencyForm agency={null} editable />
      </Section>
    </div>
  );
}
