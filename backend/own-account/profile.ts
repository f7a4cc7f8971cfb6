// GET /api/Account/User and /api/Account/Agencies: the signed-in user and
// the agencies they belong to.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { type User, agencies, userAgencyRoles, users } from '../db/schema';
import { logoUrlOf } from '../agencies/logo-keys';

export async function currentUser(db: Database, user: User) {
  const leader = alias(users, 'leader');
  const [row] = user.areaLeaderId ? await db.select({ id: leader.id, username: leader.username }).from(leader).where(eq(leader.id, user.areaLeaderId)) : [];
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    backOfficeRole: user.backOfficeRole,
    areaLeader: row ?? null,
    awaitingConfirmation: user.companyId === null && user.signupCompany !== null,
  };
}

export async function agencyMemberships(db: Database, userId: number) {
  const rows = await db
    .select({
      id: agencies.id,
      name: agencies.name,
      shippingUnitCost: agencies.shippingUnitCost,
      shippingMaxUnits: agencies.shippingMaxUnits,
      logo: agencies.logo,
      role: userAgencyRoles.role,
    })
    .from(userAgencyRoles)
    .innerJoin(agencies, eq(agencies.id, userAgencyRoles.agencyId))
    .where(and(eq(userAgencyRoles.userId, userId), isNull(agencies.deactivatedAt)))
    .orderBy(asc(agencies.name), asc(agencies.id));
  return rows.map(({ role, logo, ...agency }) => ({ agency: { ...agency, logoUrl: logoUrlOf(agency.id, logo) }, role }));
}
