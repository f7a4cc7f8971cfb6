// the data scope as SQL, so lists, counts and lookups never load what
// the caller may not see: administrators every agency; agency_admin and agency
// their agency; capo_area and group_manager their own and their team's records
// in the agency; agents their own; customers their company's.
import { type SQL, and, eq, exists, inArray, sql } from 'drizzle-orm';
import { leadsTeam } from '../../core/capabilities';
import { companies, contracts, tickets, userAgencyRoles, users } from '../db/schema';
import type { Database } from '../db/client';
import type { Viewer } from './actor';

/** Contracts; undefined: no restriction (administrators). Orders are contracts seen through the orders section's scope. */
export function contractScope(viewer: Viewer, section: 'contracts' | 'orders' = 'contracts'): SQL | undefined {
  const { actor } = viewer;
  const inAgency = eq(contracts.agencyId, actor.agencyId);
  const scope = actor.scopes[section];
  const creators = scope === 'team' ? [actor.userId, ...actor.ledUserIds] : [actor.userId];
  switch (scope) {
    case 'all':
      return undefined;
    case 'agency':
      return inAgency;
    case 'team':
    case 'own':
      return and(inAgency, inArray(contracts.createdById, creators));
    case 'company':
      return viewer.companyId === null ? sql`false` : and(inAgency, eq(contracts.companyId, viewer.companyId));
  }
}

/**
 * Customer records: the companies the caller or their team brought in (agents,
 * capo_area, group_manager), the agency's (agency roles), every agency's
 * (administrators), or a customer's own company. Having a contract with a
 * company does not widen it: a contract shows its own copy of the company
 * (docs/domain.md, "Company data").
 */
export function customerScope(viewer: Viewer): SQL | undefined {
  const { actor } = viewer;
  const inAgency = eq(companies.agencyId, actor.agencyId);
  switch (actor.scopes.customers) {
    case 'all':
      return undefined;
    case 'agency':
      return inAgency;
    case 'team':
      return and(inAgency, inArray(companies.createdById, [actor.userId, ...actor.ledUserIds]));
    case 'own':
      return and(inAgency, eq(companies.createdById, actor.userId));
    case 'company':
      return viewer.companyId === null ? sql`false` : and(inAgency, eq(companies.id, viewer.companyId));
  }
}

/**
 * Tickets: every agency's for administrators, a customer's own company's in
 * their agency (none before the agency links the account to its company).
 * Other roles have no tickets section; should one get here, it sees its
 * agency's at most.
 */
export function ticketScope(viewer: Viewer): SQL | undefined {
  const { actor } = viewer;
  const inAgency = eq(tickets.agencyId, actor.agencyId);
  switch (actor.scopes.tickets) {
    case 'all':
      return undefined;
    case 'company':
      return viewer.companyId === null ? sql`false` : and(inAgency, eq(tickets.companyId, viewer.companyId));
    case 'agency':
      return inAgency;
    case 'team':
    case 'own':
      return and(inAgency, inArray(tickets.createdById, actor.scopes.tickets === 'team' ? [actor.userId, ...actor.ledUserIds] : [actor.userId]));
  }
}

/**
 * The product units tickets may be opened on, as contracts: every company's
 * for administrators, a customer's own company's in their agency.
 */
export function ticketProductScope(viewer: Viewer): SQL | undefined {
  const { actor } = viewer;
  if (actor.scopes.tickets === 'all') return undefined;
  if (actor.scopes.tickets !== 'company' || viewer.companyId === null) return sql`false`;
  return and(eq(contracts.agencyId, actor.agencyId), eq(contracts.companyId, viewer.companyId));
}

/** A user as a member of the caller's agency (any role in it). */
export function memberOfAgency(db: Pick<Database, 'select'>, agencyId: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(userAgencyRoles)
      .where(and(eq(userAgencyRoles.userId, users.id), eq(userAgencyRoles.agencyId, agencyId))),
  );
}

/**
 * Users: administrators every user; agency_admin and agency the members of
 * their agency; capo_area and group_manager the members they lead (the
 * area-leader reference). Narrower than the users section's `any`, which
 * would give the whole agency to an area leader.
 */
export function userScope(db: Pick<Database, 'select'>, viewer: Viewer): SQL | undefined {
  const { actor } = viewer;
  if (actor.scopes.users === 'all') return undefined;
  const inAgency = memberOfAgency(db, actor.agencyId);
  if (leadsTeam(actor.role)) return and(inAgency, eq(users.areaLeaderId, actor.userId));
  return inAgency;
}
