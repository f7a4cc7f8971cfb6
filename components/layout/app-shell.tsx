import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { CurrentUser, FamilySummary } from '@/lib/api/account';
import type { AgencyMembership } from '@/lib/auth/role-adoption';
import { buildMenu } from '@/lib/navigation/menu';
import { actsForEveryAgency } from '@/core/roles';
import type { PortalSession } from '@/lib/server/session';
import { logoFor, themeFor } from '@/lib/theme';
import { ShellFrame } from './shell-frame';

interface Props {
  session: PortalSession;
  user: CurrentUser;
  memberships: AgencyMembership[];
  families: FamilySummary[];
  children: ReactNode;
}

export async function AppShell({ session, user, memberships, families, children }: Props) {
  const roles = await getTranslations('roles');
  // the switcher is for users of several agencies who are not administrators.
  const switcherAgencies =
    memberships.length > 1 && !actsForEveryAgency(session.role) ? memberships.map(({ agency }) => ({ id: agency.id, name: agency.name })) : [];
  // An agency with its own logo shows it to its users; the others keep the portal's (or the brand's).
  const ownLogo = memberships.find(({ agency }) => agency.id === session.agencyId)?.agency.logoUrl ?? null;
  return (
    <ShellFrame
      username={user.username}
      roleLabel={session.role ? roles(session.role) : ''}
      agencyName={session.agencyName ?? ''}
      agencyId={session.agencyId ?? 0}
      logo={ownLogo ? { src: ownLogo, alt: session.agencyName ?? '' } : logoFor(themeFor(session.agencyName))}
      menu={buildMenu(session.role, families)}
      families={families}
      switcherAgencies={switcherAgencies}
    >
      {children}
    </ShellFrame>
  );
}
