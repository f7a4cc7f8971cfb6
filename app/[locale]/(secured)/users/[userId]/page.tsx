import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { UserActions } from '@/components/admin/user-actions';
import { UserForm } from '@/components/admin/user-form';
import { UserHistory } from '@/components/admin/user-history';
import { Alert } from '@/components/ui/alert';
import { Section } from '@/components/ui/section';
import { parseId } from '@/core/ids';
import { dataScopeOf } from '@/core/permissions';
import type { Locale } from '@/i18n/routing';
import { getUser, getUserOptions } from '@/lib/api/admin';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('user');

interface Props {
  params: Promise<{ locale: Locale; userId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function UserPage({ params, searchParams }: Props) {
  const { locale, userId } = await params;
  const session = await requirePage('user', locale);
  const id = parseId(userId);
  if (id === null) notFound();
  // Outside the caller's scope the API answers 404: the not-found page.
  const [user, options, t] = await Promise.all([pageRead(getUser(session, id), locale), pageRead(getUserOptions(session), locale), getTranslations('users')]);
  const created = (await searchParams).created === '1';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold text-ink" data-testid="user-name">
            {user.username}
          </h2>
          <p className="text-sm text-ink-muted">
            {user.email} · {t(`state.${user.deactivated ? 'deactivated' : user.awaitingPassword ? 'invited' : 'active'}`)}
          </p>
        </div>
        <UserActions
          userId={user.id}
          username={user.username}
          deactivated={user.deactivated}
          awaitingPassword={user.awaitingPassword}
          mayDeactivate={user.allowed.deactivate}
          mayInvite={user.allowed.account}
        />
      </div>
      {created && <Alert tone="info">{t('createdNotice', { email: user.email })}</Alert>}
      <Section id="profile" title={t('detail.profile')}>
        <UserForm key={user.id} options={options} user={user} anyAgency={dataScopeOf(session.role!, 'users') === 'all'} />
      </Section>
      <Section id="history" title={t('detail.history')}>
        <UserHistory entries={user.history} />
      </Section>
    </div>
  );
}
