import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { CurrentUser, FamilySummary } from '@/lib/api/account';
import type { AgencyMembership } from '@/lib/auth/role-adoption';
import { buildMenu } from '@/lib/menu';
import { isAdminRole } from '@/core/roles';
import type { PortalSession } from '@/lib/session';
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
  const switcherAgencies = memberships.length > 1 && !isAdminRole(session.role) ? memberships.map(({ agency }) => ({ id: agency.id, name: agency.name })) : [];
  return (
    <ShellFrame
      username={user.username}
      roleLabel={session.role ? roles(session.role) : ''}
      agencyName={session.agencyName ?? ''}
      agencyId={session.agencyId ?? 0}
      logo={logoFor(themeFor(session.agencyName))}
      menu={buildMenu(session.role, families)}
      families={families}
      switcherAgencies={switcherAgencies}
    >
      {children}
    </ShellFrame>
  );
}
