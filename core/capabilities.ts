// The capability table (docs/domain.md, "Capabilities"): every right a route,
// a page, the menu or the contract lifecycle asks for is one named entry here,
// with the roles that hold it, the section whose data scope applies and one
// line saying what it lets a person do. Nothing outside core/ compares role
// names: it asks `holds(subject, 'contracts.status.approve')`.
//
// Who holds what still comes from the permission table
// (core/permissions.ts): an entry names the permission it rests on (`grant`)
// and, where docs/domain.md narrows it, the roles it leaves out or keeps. The
// back-office role (Administrator, Editor, Viewer) narrows the administration
// writes of the people who have one.
import type { AdminWrite } from './domain/administration';
import { backOfficeAllows } from './domain/administration';
import { PERMISSIONS, type Scope, type Section } from './permissions';
import { ADMIN_ROLES, AGENCY_MANAGER_ROLES, type BackOfficeRole, ROLES, type Role } from './roles';

interface CapabilityRule {
  /** The permission (core/permissions.ts) whose holders hold the capability. */
  grant: Scope;
  /** Only these of the grant's holders (docs/domain.md narrows the table). */
  only?: readonly Role[];
  /** The grant's holders left out. */
  except?: readonly Role[];
  /** The administration write it is: a back-office role must allow it (a Viewer writes nothing). */
  backOffice?: AdminWrite;
  /** The section whose data scope the records it reaches follow (core/permissions.ts, dataScopeOf). */
  scope: Section;
  description: string;
}

const STAFF_ONLY = ['customer'] as const satisfies readonly Role[];
/** capo area and group manager lead a team: docs/domain.md, "Roles, sections and data scope", scopes their records to it. */
export const TEAM_LEADER_ROLES = ['capo_area', 'group_manager'] as const satisfies readonly Role[];

const RULES = {
  // Catalogue and quoting
  'catalogue.read': { grant: 'products.read', scope: 'products', description: 'Browse families, models, accessories, services and their prices.' },
  'catalogue.create': { grant: 'families.create', backOffice: 'create', scope: 'families', description: 'Add families, models and accessories.' },
  'catalogue.write': {
    grant: 'families.update',
    backOffice: 'edit',
    scope: 'families',
    description: 'Edit families, models, accessories, services and pictures.',
  },
  'catalogue.retire': {
    grant: 'families.delete',
    backOffice: 'deactivate',
    scope: 'families',
    description: 'Retire or bring back families, models and accessories.',
  },
  'catalogue.admin.read': { grant: 'families.read', scope: 'families', description: 'Open the catalogue administration.' },
  'quotes.create': { grant: 'contracts.create', scope: 'contracts', description: 'Build a cart, price it and create a contract from it.' },

  // Contracts
  'contracts.read': { grant: 'contracts.read', scope: 'contracts', description: 'Read the contracts in scope, their history and signers.' },
  'contracts.edit': {
    grant: 'contracts.update',
    except: STAFF_ONLY,
    scope: 'contracts',
    description: 'Edit a contract while it is a quote; archive, confirm and re-send it.',
  },
  'contracts.delete': { grant: 'contracts.delete', except: [...STAFF_ONLY, 'junior_agent'], scope: 'contracts', description: 'Delete a quote for good.' },
  'contracts.economics.read': {
    grant: 'contracts.read',
    except: STAFF_ONLY,
    scope: 'contracts',
    description: 'Read the commission, the supplier cost and the margin.',
  },
  'contracts.workings.read': {
    grant: 'contracts.read',
    except: STAFF_ONLY,
    scope: 'contracts',
    description: "Read the agency's workings: review notes, credit decisions, staff notes.",
  },
  'contracts.customerAccount.create': {
    grant: 'contracts.update',
    except: STAFF_ONLY,
    scope: 'contracts',
    description: 'Give the customer of a contract an account.',
  },
  'contracts.status.approve': {
    grant: 'contracts.delete',
    only: ADMIN_ROLES,
    scope: 'contracts',
    description: 'Approve a quote without company data, or send it back with notes.',
  },
  'contracts.status.record': {
    grant: 'contracts.update',
    except: STAFF_ONLY,
    scope: 'contracts',
    description: "Record the agency's steps: documents complete, contract sent, re-send after an error.",
  },
  'contracts.resubmit': {
    grant: 'contracts.update',
    except: STAFF_ONLY,
    scope: 'contracts',
    description: 'Take a refused deal to another credit provider in one step, repriced from its rate factors.',
  },
  'contracts.status.answer': { grant: 'contracts.update', scope: 'contracts', description: "Record the customer's signature or refusal of the contract sent." },
  'contracts.status.decide': {
    grant: 'contracts.any',
    only: ADMIN_ROLES,
    scope: 'contracts',
    description: "Record the credit provider's and the funder's steps by hand: approval, refusal, activation, closing.",
  },
  'contracts.override': {
    grant: 'contracts.any',
    only: ['superAdministrator'],
    scope: 'contracts',
    description: 'Step past a missing fact of the lifecycle, with a written reason that the history keeps.',
  },
  'contracts.documents.upload': {
    grant: 'contracts.update',
    scope: 'contracts',
    description: 'Upload the documents the credit decision asks for on a contract in scope (a customer on their own).',
  },
  'contracts.documents.review': {
    grant: 'contracts.any',
    only: ADMIN_ROLES,
    scope: 'contracts',
    description: 'Accept or reject each uploaded document with a note.',
  },
  'contracts.dossier.cancel': {
    grant: 'contracts.update',
    except: STAFF_ONLY,
    scope: 'contracts',
    description: "Cancel the credit provider's dossier before the contract is active.",
  },
  'contracts.endOfTerm.read': {
    grant: 'contracts.read',
    except: STAFF_ONLY,
    scope: 'contracts',
    description: 'Read the running contracts by notice deadline ("Scadenze") and export them.',
  },
  'contracts.endOfTerm.decide': {
    grant: 'contracts.update',
    except: STAFF_ONLY,
    scope: 'contracts',
    description: "Record the choice at a contract's end of term: return, extend or upgrade into a new quote.",
  },

  // Customers
  'customers.read': { grant: 'customers.read', scope: 'customers', description: 'Read the customer companies in scope.' },
  'customers.registrations.review': {
    grant: 'customers.update',
    only: [...ADMIN_ROLES, ...AGENCY_MANAGER_ROLES],
    scope: 'customers',
    description: "Hear of the agency's customer sign-ups, approve one by linking it to the company's record, or reject it.",
  },

  // Orders
  'orders.read': { grant: 'orders.read', scope: 'orders', description: 'Read the orders list, a contract’s units and supplier orders.' },
  'orders.create': { grant: 'orders.create', scope: 'orders', description: 'Record a supplier order.' },
  'orders.serials.write': { grant: 'orders.update', scope: 'orders', description: 'Enter serial numbers, part numbers and DDTs of the units.' },
  'orders.delivery.confirm': { grant: 'orders.update', scope: 'orders', description: 'Confirm the delivery that starts a contract.' },

  // Users
  'users.read': { grant: 'users.read', scope: 'users', description: 'Read the users in scope and their history.' },
  'users.create': { grant: 'users.create', backOffice: 'create', scope: 'users', description: 'Create users and invite them.' },
  'users.profile.write': {
    grant: 'users.update',
    backOffice: 'edit',
    scope: 'users',
    description: "Edit a user's profile; the account fields also need the account to be theirs.",
  },
  'users.account.write': {
    grant: 'users.update',
    backOffice: 'deactivate',
    scope: 'users',
    description: 'Deactivate or reactivate a user whose account is in scope.',
  },
  'users.membership.write': {
    grant: 'users.update',
    backOffice: 'changeRoles',
    scope: 'users',
    description: "Change a user's roles in the agencies in scope.",
  },
  'users.write': {
    grant: 'users.update',
    scope: 'users',
    description: 'Send a change of a user in scope; each kind of change also needs its own capability (profile, account, memberships).',
  },
  'users.backOffice.write': { grant: 'users.any', only: ADMIN_ROLES, backOffice: 'changeRoles', scope: 'users', description: 'Give back-office roles.' },

  // Agencies
  'agencies.read': { grant: 'agencies.read', scope: 'agencies', description: 'Read the agencies.' },
  'agencies.create': { grant: 'agencies.create', backOffice: 'create', scope: 'agencies', description: 'Create agencies.' },
  'agencies.write': { grant: 'agencies.update', backOffice: 'edit', scope: 'agencies', description: 'Edit an agency and its logo.' },
  'agencies.deactivate': { grant: 'agencies.delete', backOffice: 'deactivate', scope: 'agencies', description: 'Deactivate or reactivate an agency.' },

  // Integrations
  'apiKeys.manage': {
    grant: 'users.any',
    only: [...ADMIN_ROLES, 'agency_admin'],
    backOffice: 'edit',
    scope: 'users',
    description: "Create, list and revoke the agency's API keys; a key holds at most its creator's rights (core/api-keys.ts).",
  },
  'agency.webhooks.manage': {
    grant: 'users.any',
    only: [...ADMIN_ROLES, ...AGENCY_MANAGER_ROLES],
    scope: 'users',
    description: "Manage the agency's webhooks: endpoints, their secrets, the delivery log and redelivery.",
  },

  // Spreadsheets
  'imports.users': { grant: 'importexcel.create', scope: 'users', description: "Import and export the agency's users by spreadsheet." },
  'imports.catalogue': { grant: 'importexcel.any', only: ADMIN_ROLES, scope: 'products', description: 'Import and export the catalogue by spreadsheet.' },
  'imports.catalogue.export': {
    grant: 'importexcel.read',
    scope: 'products',
    description: 'Download the catalogue as a workbook in the layout its import reads.',
  },
  'imports.read': { grant: 'importexcel.read', scope: 'users', description: 'Follow imports and their history.' },

  // Tickets
  'tickets.read': { grant: 'tickets.read', scope: 'tickets', description: 'Read the tickets in scope.' },
  'tickets.create': { grant: 'tickets.create', scope: 'tickets', description: 'Open a ticket on a contract product.' },
  'tickets.status.write': {
    grant: 'tickets.update',
    scope: 'tickets',
    description: 'Move a ticket, answer it and attach files; the ticket lifecycle decides which moves (core/tickets/transitions.ts).',
  },
  'tickets.note.internal': { grant: 'tickets.update', except: STAFF_ONLY, scope: 'tickets', description: 'Write and read notes the customer never sees.' },
  'tickets.notes.write': {
    grant: 'tickets.update',
    scope: 'tickets',
    description: 'Add a note to a ticket without moving it (internal ones take tickets.note.internal).',
  },
  'tickets.warrantyOffer.write': {
    grant: 'tickets.update',
    except: STAFF_ONLY,
    scope: 'tickets',
    description: 'Answer an extended-warranty ticket with an offer: a higher tier at the price the pricing rules give.',
  },
  'tickets.warrantyOffer.accept': {
    grant: 'tickets.update',
    only: STAFF_ONLY,
    scope: 'tickets',
    description: "Accept or decline a warranty offer on one's own company's product.",
  },
  'tickets.warrantyOffer.confirm': {
    grant: 'tickets.update',
    except: STAFF_ONLY,
    scope: 'tickets',
    description: "Confirm an accepted warranty offer: the unit's guarantee and the contract's monthly payment change.",
  },
  // Customers call the route too: a ticket outside their company answers 404 before canDeleteTicket refuses them.
  'tickets.delete': {
    grant: 'tickets.delete',
    scope: 'tickets',
    description: 'Ask to delete a ticket; only the back office deletes one, while it is open (core/tickets/transitions.ts).',
  },
  'tickets.questionnaires.read': { grant: 'tickets.read', only: ADMIN_ROLES, scope: 'tickets', description: 'Read every questionnaire whole.' },
  'tickets.questionnaires.write': {
    grant: 'tickets.any',
    only: ADMIN_ROLES,
    backOffice: 'edit',
    scope: 'tickets',
    description: 'Edit the questionnaires tickets ask.',
  },

  // Statistics and settings
  'stats.read': { grant: 'stats.read', scope: 'stats', description: 'Read the statistics.' },
  'settings.read': { grant: 'settings.read', scope: 'settings', description: 'Read the system parameters, rates and fees.' },
  'settings.write': {
    grant: 'settings.update',
    backOffice: 'edit',
    scope: 'settings',
    description: 'Change the system parameters, rates, fees and privacy documents.',
  },
  // Background jobs of the whole platform: the administrators of the back office, never an agency's.
  'system.jobs.read': { grant: 'settings.read', scope: 'settings', description: 'See the background jobs that failed (dead letters) and why.' },
  'system.jobs.retry': {
    grant: 'settings.update',
    backOffice: 'edit',
    scope: 'settings',
    description: 'Send a failed background job again.',
  },
} as const satisfies Record<string, CapabilityRule>;

export type Capability = keyof typeof RULES;

export interface CapabilityEntry {
  name: Capability;
  roles: readonly Role[];
  backOffice: AdminWrite | null;
  scope: Section;
  description: string;
}

function holdersOf(rule: CapabilityRule): Role[] {
  const [section, action] = rule.grant.split('.') as [Section, string];
  return ROLES.filter(
    (role) => (PERMISSIONS[role][section] ?? []).some((a) => a === action) && (!rule.only || rule.only.includes(role)) && !(rule.except ?? []).includes(role),
  );
}

/** The table, resolved: each capability with the roles that hold it. */
export const CAPABILITIES: readonly CapabilityEntry[] = (Object.entries(RULES) as [Capability, CapabilityRule][]).map(([name, rule]) => ({
  name,
  roles: holdersOf(rule),
  backOffice: rule.backOffice ?? null,
  scope: rule.scope,
  description: rule.description,
}));

const BY_NAME = new Map(CAPABILITIES.map((entry) => [entry.name, entry]));

export const isCapability = (value: string): value is Capability => BY_NAME.has(value as Capability);

/** Who asks: their role in the agency they act in, and their back-office role if they have one. */
export interface Holder {
  role: Role | null | undefined;
  backOfficeRole?: BackOfficeRole | null;
}

export function holds(holder: Holder, capability: Capability): boolean {
  const entry = BY_NAME.get(capability)!;
  if (!holder.role || !entry.roles.includes(holder.role)) return false;
  return !entry.backOffice || backOfficeAllows(holder.backOfficeRole ?? null, entry.backOffice);
}

/** Every capability the holder has: the session's and the pages' view. */
export function capabilitiesOf(holder: Holder): Capability[] {
  return CAPABILITIES.filter((entry) => holds(holder, entry.name)).map((entry) => entry.name);
}

/** Records of a capability's section reach a team leader's team only (docs/domain.md, "Roles, sections and data scope"). */
export const leadsTeam = (role: Role | null | undefined) => role != null && (TEAM_LEADER_ROLES as readonly Role[]).includes(role);
