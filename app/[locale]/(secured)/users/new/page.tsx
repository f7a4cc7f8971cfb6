import { getTranslations } from 'next-intl/server';
import { UserForm } from '@/components/admin/user-form';
import { Section } from '@/components/ui/section';
import { dataScopeOf } from '@/core/permissions';
import type { Locale } from '@/i18n/routing';
import { getUserOptions } from '@/lib/api/admin';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('userNew');

export default async function NewUserPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const session = await requirePage('userNew', locale);
  const [options, t] = await Promise.all([pageRead(getUserOptions(session), locale), getTranslations('users')]);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-ink">{t('newHeading')}</h2>
      <Section title={t('detail.profile')}>
        <UserForm options={options} user={null} anyAgency={dataScopeOf(session.role!, 'users') === 'all'} />
      </Section>
    </div>
  );
}
