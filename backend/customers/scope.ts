// DESIGN §5's scope for customer records: administrators every agency,
// agency roles their agency; capo_area and group_manager the companies they
// or their team brought in; agents the companies they brought in; customers
// their own company. Having a contract with a company does not widen it: a
// contract shows its own copy of the company (docs/domain.md, "Company data").
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../contracts/access';
import { companies } from '../db/schema';

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
