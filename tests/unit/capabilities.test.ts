import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, TEAM_LEADER_ROLES, capabilitiesOf, holds, isCapability, leadsTeam } from '@/core/capabilities';
import { ADMIN_ROLES, BACK_OFFICE_ROLES, ROLES } from '@/core/roles';

const holders = (name: Parameters<typeof holds>[1]) => CAPABILITIES.find((entry) => entry.name === name)!.roles;

describe('the capability table rests on the permission table', () => {
  it('keeps junior agents and customers from deleting contracts, and lets the other staff', () => {
    expect(holds({ role: 'junior_agent' }, 'contracts.delete')).toBe(false);
    expect(holds({ role: 'customer' }, 'contracts.delete')).toBe(false);
    expect(holds({ role: 'agent' }, 'contracts.delete')).toBe(true);
    expect(holds({ role: 'administrator' }, 'contracts.delete')).toBe(true);
  });

  it('leaves approval to the platform administrators', () => {
    expect(holders('contracts.status.approve')).toEqual(ADMIN_ROLES);
  });

  it('lets only the superadministrator step past the lifecycle', () => {
    expect(holders('contracts.override')).toEqual(['superAdministrator']);
  });

  it("keeps the agency's workings and economics from customers", () => {
    expect(holds({ role: 'customer' }, 'contracts.workings.read')).toBe(false);
    expect(holds({ role: 'customer' }, 'contracts.economics.read')).toBe(false);
    expect(holders('contracts.workings.read')).toEqual(ROLES.filter((role) => role !== 'customer'));
  });

  it('lets a customer answer a contract sent, but not record the agency steps', () => {
    expect(holds({ role: 'customer' }, 'contracts.status.answer')).toBe(true);
    expect(holds({ role: 'customer' }, 'contracts.status.record')).toBe(false);
    expect(holds({ role: 'customer' }, 'quotes.create')).toBe(true);
  });

  it('gives the imports: the catalogue to the platform administrators, the users to who administers an agency', () => {
    expect(holders('imports.catalogue')).toEqual(ADMIN_ROLES);
    expect(holders('imports.users')).toEqual(['superAdministrator', 'administrator', 'agency_admin', 'agency']);
  });

  it('holds nothing without a role', () => {
    for (const entry of CAPABILITIES) expect(holds({ role: null }, entry.name)).toBe(false);
    expect(capabilitiesOf({ role: undefined })).toEqual([]);
  });
});

describe('back-office roles narrow the administration writes', () => {
  it('a Viewer writes no settings, reads them', () => {
    expect(holds({ role: 'administrator', backOfficeRole: 'Viewer' }, 'settings.write')).toBe(false);
    expect(holds({ role: 'administrator', backOfficeRole: 'Viewer' }, 'settings.read')).toBe(true);
  });

  it('an Editor creates and edits but neither retires nor changes roles', () => {
    const editor = { role: 'superAdministrator', backOfficeRole: 'Editor' } as const;
    expect(holds(editor, 'catalogue.create')).toBe(true);
    expect(holds(editor, 'catalogue.write')).toBe(true);
    expect(holds(editor, 'catalogue.retire')).toBe(false);
    expect(holds(editor, 'agencies.deactivate')).toBe(false);
    expect(holds(editor, 'users.membership.write')).toBe(false);
  });

  it('an Administrator, or no back-office role, leaves the agency role to decide', () => {
    for (const backOfficeRole of ['Administrator', null] as const) {
      expect(holds({ role: 'superAdministrator', backOfficeRole }, 'agencies.deactivate')).toBe(true);
      expect(holds({ role: 'agency', backOfficeRole }, 'agencies.deactivate')).toBe(false);
    }
  });

  it('never widens a role: every back-office role holds a subset of what the role alone holds', () => {
    for (const role of ROLES) {
      const alone = new Set(capabilitiesOf({ role }));
      for (const backOfficeRole of BACK_OFFICE_ROLES) for (const name of capabilitiesOf({ role, backOfficeRole })) expect(alone.has(name)).toBe(true);
    }
  });
});

describe('the table itself', () => {
  it('gives every capability a one-line description, a scope and at least one holder', () => {
    for (const entry of CAPABILITIES) {
      expect(entry.description.trim().length, entry.name).toBeGreaterThan(10);
      expect(entry.description, entry.name).not.toContain('\n');
      expect(entry.roles.length, entry.name).toBeGreaterThan(0);
    }
    expect(new Set(CAPABILITIES.map((entry) => entry.name)).size).toBe(CAPABILITIES.length);
  });

  it('knows its names', () => {
    expect(isCapability('contracts.read')).toBe(true);
    expect(isCapability('contracts.anything')).toBe(false);
  });

  it('names the team leaders', () => {
    expect(ROLES.filter(leadsTeam)).toEqual([...TEAM_LEADER_ROLES]);
  });

  it('is documented: every capability appears in docs/domain.md', () => {
    const doc = readFileSync('docs/domain.md', 'utf8');
    const missing = CAPABILITIES.map((entry) => entry.name).filter((name) => !doc.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
