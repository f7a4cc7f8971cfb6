// The customer sign-ups an agency has not decided on yet (docs/domain.md,
// "Customer sign-up"): the accounts of the agency's customer role with the
// company they typed and no record linked. Approving links the account to the
// agency's record of that VAT number (made from the sign-up when the agency
// has none); rejecting deletes the account, so the person may sign up again.
// Each is told by e-mail in the language they signed up in. The path's agency
// is the only one reached: another agency's sign-up answers 404.
import { type SQL, and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Registration, RegistrationListQuery } from '../../core/schemas/registrations';
import { CUSTOMER_ROLE } from '../../core/roles';
import type { Actor } from '../auth/actor';
import { type AuditActor, recordAudit } from '../audit/record';
import { agencies, companies, userAgencyRoles, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { likePattern } from '../db/list-filters';
import { ApiError } from '../http/errors';
import { localeOf } from '../i18n';
import { type MailDeps, portalLink, sendInBackground } from '../mail';
import { sendRejection } from './sign-up-mail';

const vatOf = sql<string>`${users.signupCompany}->>'vatNumber'`;
const companyNameOf = sql<string>`${users.signupCompany}->>'name'`;

const pendingIn = (agencyId: number): SQL =>
  and(eq(userAgencyRoles.agencyId, agencyId), eq(userAgencyRoles.role, CUSTOMER_ROLE), isNull(users.companyId), isNotNull(users.signupCompany))!;

const SORTS = { createdAt: users.createdAt, company: sql`lower(${companyNameOf})`, username: sql`lower(${users.username})` };

export async function listRegistrations(deps: AppDeps, agencyId: number, query: RegistrationListQuery) {
  const { db } = deps;
  const search = query.q
    ? or(
        ilike(users.username, likePattern(query.q)),
        ilike(users.email, likePattern(query.q)),
        ilike(companyNameOf, likePattern(query.q)),
        ilike(vatOf, likePattern(query.q)),
      )
    : undefined;
  const where = and(pendingIn(agencyId), search);
  const order = query.direction === 'asc' ? asc : desc;
  const base = () =>
    db
      .select({ user: users, record: { id: companies.id, name: companies.name } })
      .from(users)
      .innerJoin(userAgencyRoles, eq(userAgencyRoles.userId, users.id))
      .leftJoin(companies, and(eq(companies.agencyId, agencyId), eq(companies.vatNumber, vatOf)));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(order(SORTS[query.sort]), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).innerJoin(userAgencyRoles, eq(userAgencyRoles.userId, users.id)).where(where),
  ]);
  const items: Registration[] = rows.map(({ user, record }) => {
    const company = user.signupCompany!;
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      emailConfirmed: user.emailConfirmedAt !== null,
      createdAt: user.createdAt.toISOString(),
      company: { name: company.name, vatNumber: company.vatNumber, municipality: company.municipality, province: company.province, phone: company.phone },
      record: record?.id ? { id: record.id, name: record.name } : null,
    };
  });
  return { items, total: total?.n ?? 0, totalCapped: false };
}

async function pendingOf(deps: AppDeps, agencyId: number, userId: number) {
  const [row] = await deps.db
    .select({ user: users, agency: agencies.name })
    .from(users)
    .innerJoin(userAgencyRoles, eq(userAgencyRoles.userId, users.id))
    .innerJoin(agencies, eq(agencies.id, userAgencyRoles.agencyId))
    .where(and(pendingIn(agencyId), eq(users.id, userId)));
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** Links the account to the agency's record of the VAT number it named, made from the sign-up when there is none. */
export async function approveRegistration(deps: AppDeps, mail: MailDeps, actor: Actor, by: AuditActor, userId: number) {
  const { db, clock } = deps;
  const now = clock();
  const { user, agency } = await pendingOf(deps, actor.agencyId, userId);
  const typed = user.signupCompany!;
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.agencyId, actor.agencyId), eq(companies.vatNumber, typed.vatNumber)));
    const record =
      existing ??
      (
        await tx
          .insert(companies)
          .values({
            agencyId: actor.agencyId,
            createdById: actor.userId,
            name: typed.name,
            vatNumber: typed.vatNumber,
            fiscalCode: typed.fiscalCode ?? null,
            pec: typed.pec ?? null,
            phone: typed.phone,
            email: user.email,
            address: typed.address,
            postalCode: typed.postalCode,
            municipality: typed.municipality,
            province: typed.province,
            businessTypeId: typed.businessTypeId ?? null,
            createdAt: now,
          })
          .returning({ id: companies.id, name: companies.name })
      )[0]!;
    await tx.update(users).set({ companyId: record.id, signupCompany: null }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      entity: 'user',
      entityId: user.id,
      action: 'update',
      actor: by,
      at: now,
      changes: { companyId: { from: null, to: record.id } },
    });
    return { record, created: !existing };
  });
  const locale = localeOf(user.locale);
  const delivery = sendInBackground(mail, {
    kind: 'accountLinked',
    locale,
    to: user.email,
    name: user.username,
    link: portalLink(mail.publicBaseUrl, locale, 'login', {}),
    params: { agency, company: result.record.name, username: user.username },
  });
  return { answer: { id: user.id, companyId: result.record.id, companyCreated: result.created }, delivery };
}

/** Deletes the account (its address and username become free again) and tells the person, with the reason when one is given. */
export async function rejectRegistration(deps: AppDeps, mail: MailDeps, actor: Actor, by: AuditActor, userId: number, reason: string | undefined) {
  const { db, clock } = deps;
  const now = clock();
  const { user, agency } = await pendingOf(deps, actor.agencyId, userId);
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    await recordAudit(tx, {
      entity: 'user',
      entityId: user.id,
      action: 'delete',
      actor: by,
      at: now,
      changes: {
        username: { from: user.username, to: null },
        signupCompany: { from: user.signupCompany!.name, to: null },
        reason: { from: null, to: reason ?? null },
      },
    });
  });
  const delivery = sendRejection(mail, user, { agency, company: user.signupCompany!.name, reason });
  return { delivery };
}
