// A user's change history: who, when, each field before → after, roles in words.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserHistory } from '@/components/admin/user-history';
import { renderIntl } from '../../support/components/render';

const at = '2026-03-02T09:15:00.000Z';
const created = {
  id: 1,
  entity: 'user' as const,
  entityId: 7,
  action: 'create' as const,
  actor: { id: 1, username: 'superadmin' },
  at,
  changes: { username: { to: 'mrossi' }, memberships: { to: ['Agenzia Milano: agent'] }, deactivated: { to: false }, areaLeader: { to: null } },
};
const edited = {
  ...created,
  id: 2,
  action: 'update' as const,
  actor: { id: null, username: null },
  changes: {
    memberships: { from: ['Agenzia Milano: agent'], to: ['Agenzia Milano: junior_agent', 'Nikon: agent'] },
    backOfficeRole: { from: null, to: 'Viewer' },
  },
};

describe('user history', () => {
  it('names each field, translates roles and back-office roles, and says yes/no and nothing', () => {
    renderIntl(<UserHistory entries={[edited, created]} />);
    const [update, create] = within(screen.getByTestId('audit-history')).getAllByRole('listitem');
    expect(update!.textContent).toContain('Modifica · Sistema');
    expect(update!.textContent).toContain('Agenzie e ruoliAgenzia Milano: Agente → Agenzia Milano: Agente junior, Nikon: Agente');
    expect(update!.textContent).toContain('Ruolo back office— → Sola lettura');
    expect(create!.textContent).toContain('Creazione · superadmin');
    expect(create!.textContent).toContain('DisattivatoNo');
    expect(create!.textContent).toContain('Capo area—');
    expect(create!.querySelector('time')!.getAttribute('dateTime')).toBe(at);
  });

  it('speaks English too, and says when nothing was recorded', () => {
    renderIntl(<UserHistory entries={[edited]} />, 'en');
    expect(screen.getByTestId('audit-history').textContent).toContain('Agenzia Milano: Junior agent, Nikon: Agent');
    renderIntl(<UserHistory entries={[]} />, 'en');
    expect(screen.getByText('No change recorded.')).toBeTruthy();
  });
});
