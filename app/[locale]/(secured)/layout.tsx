import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { AppShell } from '@/components/layout/app-shell';
import { ClientMessages } from '@/components/layout/client-messages';
import { routing, type Locale } from '@/i18n/routing';
import { getCurrentUser, getFamilies, getMemberships } from '@/lib/api/account';
import { isUnavailable, showUnavailable } from '@/lib/api/page-read';
import { endSession } from '@/lib/auth/page-guard';
import { nowSeconds } from '@/lib/auth/tokens';
import { localizedPath } from '@/lib/locale-path';
import { getSession, isAuthorised } from '@/lib/session';
import { UpstreamError } from '@/lib/upstream';

// startup: with a token, the user and their agencies are fetched
// before anything renders (loading.tsx shows meanwhile). A 401 signs out, a 503 (the
// database away) shows the unavailable page; other failures go to the general error page.
export default async function SecuredLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = ((await params).locale as Locale) ?? routing.defaultLocale;
  const session = await getSession();
  if (!isAuthorised(session)) redirect(localizedPath('/login', locale));
  if ((session.accessExp ?? 0) <= nowSeconds()) endSession(locale, 'expired_session');
  if (!session.agencyId) redirect(localizedPath('/choose-company', locale));

  const loaded = await Promise.all([getCurrentUser(session), getMemberships(session), getFamilies(session)]).then(
    ([user, memberships, families]) => ({ ok: true as const, user, memberships, families }),
    (error: unknown) => ({ ok: false as const, unauthorised: error instanceof UpstreamError && error.status === 401, error }),
  );
  if (!loaded.ok) {
    if (loaded.unauthorised) endSession(locale);
    if (isUnavailable(loaded.error)) showUnavailable(locale);
    console.error('[secured layout] startup check failed:', (loaded.error as Error).message);
    redirect(localizedPath('/GeneralError', locale));
  }
  return (
    <ClientMessages scope="secured">
      <AppShell session={session} user={loaded.user} memberships={loaded.memberships} families={loaded.families}>
        {children}
      </AppShell>
    </ClientMessages>
  );
}
