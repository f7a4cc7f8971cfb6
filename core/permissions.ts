// The permission table (docs/domain.md), shared by the portal (guard, menu) and the
// backend (every handler). One place to change who may do what.
import type { Role } from './roles';

export const SECTIONS = [
  'products',
  'customers',
  'contracts',
  'users',
  'agencies',
  'families',
  'importexcel',
  'orders',
  'stats',
  'tickets',
  'settings',
] as const;
export type Section = (typeof SECTIONS)[number];

export const ACTIONS = ['create', 'read', 'update', 'delete', 'any'] as const;
export type Action = (typeof ACTIONS)[number];

/** A scope names one action on one section, e.g. `users.any`. */
export type Scope = `${Section}.${Action}`;

const CRUD: readonly Action[] = ['create', 'read', 'update', 'delete'];
const ALL: readonly Action[] = [...CRUD, 'any'];

function grant(sections: readonly Section[], actions: readonly Action[]) {
  return Object.fromEntries(sections.map((section) => [section, actions])) as Partial<Record<Section, readonly Action[]>>;
}

export const PERMISSIONS: Record<Role, Partial<Record<Section, readonly Action[]>>> = {
  superAdministrator: grant(
    ['products', 'customers', 'families', 'contracts', 'importexcel', 'agencies', 'users', 'orders', 'tickets', 'stats', 'settings'],
    ALL,
  ),
  administrator: grant(['products', 'customers', 'families', 'contracts', 'importexcel', 'users', 'tickets', 'settings'], ALL),
  agency_admin: { ...grant(['products', 'importexcel', 'users'], ALL), ...grant(['customers', 'contracts'], CRUD) },
  agency: { ...grant(['products', 'importexcel', 'users'], ALL), ...grant(['customers', 'contracts'], CRUD) },
  capo_area: { ...grant(['products', 'users'], ALL), ...grant(['customers', 'contracts'], CRUD) },
  group_manager: { ...grant(['products', 'users'], ALL), ...grant(['customers', 'contracts'], CRUD) },
  agent: grant(['products', 'customers', 'contracts'], CRUD),
  junior_agent: grant(['products', 'customers', 'contracts'], CRUD),
  customer: grant(['products', 'contracts', 'tickets'], ALL),
};

export function actionsOf(role: Role | null | undefined, section: Section): readonly Action[] {
  if (!role) return [];
  return PERMISSIONS[role]?.[section] ?? [];
}

/** A role may open a section when it has any action on it (docs/domain.md). */
export function canOpenSection(role: Role | null | undefined, section: Section): boolean {
  return actionsOf(role, section).length > 0;
}

export function can(role: Role | null | undefined, section: Section, action: Action): boolean {
  return actionsOf(role, section).includes(action);
}

export function hasAnyScope(role: Role | null | undefined, scopes: readonly Scope[]): boolean {
  return scopes.some((scope) => {
    const [section, action] = scope.split('.') as [Section, Action];
    return can(role, section, action);
  });
}

export function sectionsOf(role: Role | null | undefined): Section[] {
  return SECTIONS.filter((section) => canOpenSection(role, section));
}

/** Which records of a section a role sees (docs/domain.md). */
export type DataScope = 'all' | 'agency' | 'team' | 'own' | 'company';

export function dataScopeOf(role: Role, section: Section): DataScope {
  if (role === 'superAdministrator' || role === 'administrator') return 'all';
  if (role === 'customer') return 'company';
  if (can(role, section, 'any')) return 'agency';
  if (role === 'agency_admin' || role === 'agency') return 'agency';
  if (role === 'capo_area' || role === 'group_manager') return 'team';
  return 'own';
}
