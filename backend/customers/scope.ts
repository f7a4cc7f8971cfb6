// DESIGN §5's scope for customers: administrators every agency, agency roles
// their agency; capo_area, group_manager and agents the companies they (or
// their team) brought in or have contracts with, in their agency.
import { type SQL, and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Viewer } from '../contracts/access';
import type { Database } from '../db/client';
import { companies, contracts } from '../db/schema';

export function customerScope(db: Database, viewer: Viewer): SQL | undefined {
  const { actor } = viewer;
  const inAgency = eq(companies.agencyId, actor.agencyId);
  switch (actor.scopes.customers) {
    case 'all':
      return undefined;
    case 'agency':
      return inAgency;
    case 'team':
    case 'own': {
      const creators = actor.scopes.customers === 'team' ? [actor.userId, ...actor.ledUserIds] : [actor.userId];
      const theirContract = db
        .select({ one: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.companyId, companies.id), inArray(contracts.createdById, creators)));
      return and(inAgency, or(inArray(companies.createdById, creators), exists(theirContract)));
    }
    case 'company':
      return viewer.companyId === null ? sql`false` : and(inAgency, eq(companies.id, viewer.companyId));
  }
}
