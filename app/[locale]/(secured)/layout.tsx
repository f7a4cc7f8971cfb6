import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { AppShell } from '@/components/layout/app-shell';
import { ClientMessages } from '@/components/layout/client-messages';
import { routing, type Locale } from '@/i18n/routing';
import { getCurrentUser, getFamilies, getMemberships } from '@/lib/api/account';
import { leavePageAfter } from '@/lib/api/page-read';
import { endSession } from '@/lib/auth/page-guard';
import { nowSeconds } from '@/lib/auth/tokens';
import { localizedPath } from '@/i18n/locale-path';
import { getSession, isAuthorised } from '@/lib/server/session';

// startup: with a token, the user and their agencies are fetched
// before anything renders (loading.tsx shows meanwhile). A failure leaves the page (leavePageAfter: a 401 signs out, a 503
// shows the unavailable page, anything else the general error page).
export default async function SecuredLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = ((await params).locale as Locale) ?? routing.defaultLocale;
  const session = await getSession();
  if (!isAuthorised(session)) redirect(localizedPath('/login', locale));
  if ((session.accessExp ?? 0) <= nowSeconds()) endSession(locale, 'expired_session');
  if (!session.agencyId) redirect(localizedPath('/choose-company', locale));

  const [user, memberships, families] = await Promise.all([getCurrentUser(session), getMemberships(session), getFamilies(session)]).catch((error: unknown) =>
    leavePageAfter(error, locale, 'secured layout'),
  );
  return (
    <ClientMessages scope="secured">
      <AppShell session={session} user={user} memberships={memberships} families={families}>
        {children}
      </AppShell>
    </ClientMessages>
  );
}
