import { describe, expect, it } from 'vitest';
import { adoptRole, chooseAgency, type AgencyMembership } from '@/lib/auth/role-adoption';

const agency = (id: number, name: string) => ({ id, name, shippingUnitCost: 5, shippingMaxUnits: 2, logoUrl: null });
const member = (id: number, name: string, role: string): AgencyMembership => ({ agency: agency(id, name), role });

describe('role adoption at login', () => {
  it('adopts administrator of SmartCom even when it is not the first agency', () => {
    const result = adoptRole([member(2, 'Agenzia Milano', 'agent'), member(1, 'SmartCom', 'administrator')]);
    expect(result).toEqual({ kind: 'selected', role: 'administrator', agency: agency(1, 'SmartCom') });
  });

  it('adopts superadministrator whatever its casing, and matches SmartCom case-insensitively', () => {
    const result = adoptRole([member(3, 'Nikon', 'agent'), member(1, 'smartcom', 'superadministrator')]);
    expect(result).toMatchObject({ kind: 'selected', role: 'superAdministrator' });
  });

  it('does not adopt a non-admin role in SmartCom over the first agency', () => {
    const result = adoptRole([member(2, 'Agenzia Milano', 'agent'), member(1, 'SmartCom', 'agent'), member(3, 'Nikon', 'agency_admin')]);
    expect(result).toEqual({ kind: 'choose', role: 'agent' });
  });

  it('selects the only agency', () => {
    expect(adoptRole([member(4, 'Agenzia Roma', 'group_manager')])).toEqual({
      kind: 'selected',
      role: 'group_manager',
      agency: agency(4, 'Agenzia Roma'),
    });
  });

  it('asks to choose with several agencies, taking the first agency role meanwhile', () => {
    expect(adoptRole([member(2, 'Agenzia Milano', 'junior_agent'), member(3, 'Nikon', 'agent')])).toEqual({
      kind: 'choose',
      role: 'junior_agent',
    });
  });

  it('refuses users without agencies or with unknown roles only', () => {
    expect(adoptRole([])).toEqual({ kind: 'none' });
    expect(adoptRole([member(2, 'Agenzia Milano', 'janitor')])).toEqual({ kind: 'none' });
  });

  it('chooses an agency the user belongs to, with its role, and nothing else', () => {
    const list = [member(2, 'Agenzia Milano', 'agent'), member(3, 'Nikon', 'capo_area')];
    expect(chooseAgency(list, 3)).toEqual({ role: 'capo_area', agency: agency(3, 'Nikon') });
    expect(chooseAgency(list, 99)).toBeNull();
  });
});
