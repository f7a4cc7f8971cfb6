import { describe, expect, it } from 'vitest';
import { can, dataScopeOf, hasAnyScope, sectionsOf, SECTIONS } from '@/core/permissions';
import { ROLES, type Role } from '@/core/roles';
import { holds } from '@/core/capabilities';

// (docs/domain.md), read row by row.
const EXPECTED_SECTIONS: Record<Role, string[]> = {
  superAdministrator: ['products', 'customers', 'contracts', 'users', 'agencies', 'families', 'importexcel', 'orders', 'stats', 'tickets', 'settings'],
  administrator: ['products', 'customers', 'contracts', 'users', 'families', 'importexcel', 'tickets', 'settings'],
  agency_admin: ['products', 'customers', 'contracts', 'users', 'importexcel'],
  agency: ['products', 'customers', 'contracts', 'users', 'importexcel'],
  capo_area: ['products', 'customers', 'contracts', 'users'],
  group_manager: ['products', 'customers', 'contracts', 'users'],
  agent: ['products', 'customers', 'contracts'],
  junior_agent: ['products', 'customers', 'contracts'],
  customer: ['products', 'contracts', 'tickets'],
};

describe('permission table', () => {
  it.each(ROLES)('%s opens exactly its sections', (role) => {
    expect(sectionsOf(role)).toEqual(EXPECTED_SECTIONS[role]);
  });

  it('gives `any` only where the permission table says so', () => {
    expect(can('superAdministrator', 'stats', 'any')).toBe(true);
    expect(can('administrator', 'contracts', 'any')).toBe(true);
    expect(can('administrator', 'orders', 'read')).toBe(false);
    expect(can('agency_admin', 'users', 'any')).toBe(true);
    expect(can('agency_admin', 'contracts', 'any')).toBe(false);
    expect(can('agency_admin', 'contracts', 'delete')).toBe(true);
    expect(can('capo_area', 'users', 'any')).toBe(true);
    expect(can('capo_area', 'importexcel', 'read')).toBe(false);
    expect(can('agent', 'products', 'any')).toBe(false);
    expect(can('agent', 'customers', 'create')).toBe(true);
    expect(can('customer', 'tickets', 'any')).toBe(true);
    expect(can('customer', 'customers', 'read')).toBe(false);
  });

  it('nobody without a role can do anything', () => {
    for (const section of SECTIONS) expect(can(undefined, section, 'read')).toBe(false);
    expect(sectionsOf(null)).toEqual([]);
  });

  it('checks scopes as "at least one of"', () => {
    expect(hasAnyScope('agent', ['users.any', 'contracts.create'])).toBe(true);
    expect(hasAnyScope('agent', ['users.any', 'orders.read'])).toBe(false);
    expect(hasAnyScope('customer', [])).toBe(false);
  });

  it('keeps junior agents from deleting and approving contracts', () => {
    expect(holds({ role: 'junior_agent' }, 'contracts.delete')).toBe(false);
    expect(holds({ role: 'junior_agent' }, 'contracts.status.approve')).toBe(false);
    expect(holds({ role: 'agent' }, 'contracts.delete')).toBe(true);
    expect(holds({ role: 'agent' }, 'contracts.status.approve')).toBe(false);
    expect(holds({ role: 'administrator' }, 'contracts.delete')).toBe(true);
    expect(holds({ role: 'administrator' }, 'contracts.status.approve')).toBe(true);
    // Customers follow their contracts: deleting and approving are the agency's work.
    expect(holds({ role: 'customer' }, 'contracts.delete')).toBe(false);
  });

  it('derives the data scope', () => {
    expect(dataScopeOf('superAdministrator', 'contracts')).toBe('all');
    expect(dataScopeOf('administrator', 'customers')).toBe('all');
    expect(dataScopeOf('agency_admin', 'contracts')).toBe('agency');
    expect(dataScopeOf('agency', 'customers')).toBe('agency');
    expect(dataScopeOf('capo_area', 'contracts')).toBe('team');
    expect(dataScopeOf('capo_area', 'users')).toBe('agency');
    expect(dataScopeOf('group_manager', 'customers')).toBe('team');
    expect(dataScopeOf('agent', 'contracts')).toBe('own');
    expect(dataScopeOf('junior_agent', 'customers')).toBe('own');
    expect(dataScopeOf('customer', 'contracts')).toBe('company');
  });
});

describe('named capabilities on contracts', () => {
  it('gives customer accounts to the staff who update contracts, never to a customer', () => {
    // Every staff role updates contracts (docs/domain.md); the customer updates theirs but gives no accounts.
    expect(ROLES.filter((role) => holds({ role }, 'contracts.customerAccount.create'))).toEqual(ROLES.filter((role) => role !== 'customer'));
    expect(holds({ role: undefined }, 'contracts.customerAccount.create')).toBe(false);
  });

  it("shows the agency's workings to every staff role, not to a customer or nobody", () => {
    expect(ROLES.filter((role) => !holds({ role }, 'contracts.workings.read'))).toEqual(['customer']);
    expect(holds({ role: undefined }, 'contracts.workings.read')).toBe(false);
  });
});
