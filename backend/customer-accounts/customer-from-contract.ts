// POST /api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser: the
// "create customer user" action of a contract, the agency's confirmation of
// who may follow a company's contracts. It makes the customer account of the
// agency's record of the contract's company and e-mails an invitation; or,
// when the address belongs to a customer who signed up with this agency for
// the same VAT number and waits for confirmation, it links that account
// (docs/domain.md, "Company data").
import { and, eq, sql } from 'drizzle-orm';
import { CUSTOMER_ROLE } from '../../core/roles';
import { issueResetToken } from '../own-account/password-reset';
import { INVITATION_TTL_MS } from '../own-account/one-time-tokens';
import type { Actor } from '../auth/actor';
import { contractScope, customerScope } from '../auth/data-scope';
import { agencies, companies, contracts, userAgencyRoles, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import { type MailDeps, portalLink, sendInBackground } from '../mail';
import { assertAvailable, insertCustomerUser, isUniqueViolation } from './accounts';

interface Input {
  actor: Actor;
  contractId: number;
  email?: string;
  username?: string;
  locale: Locale;
}

/** A customer of this agency who signed up and waits for the agency to link their company. */
async function pendingSignUp(deps: AppDeps, agencyId: number, email: string) {
  const [row] = await deps.db
    .select({ id: users.id, username: users.username, email: users.email, signupCompany: users.signupCompany })
    .from(users)
    .innerJoin(userAgencyRoles, and(eq(userAgencyRoles.userId, users.id), eq(userAgencyRoles.agencyId, agencyId), eq(userAgencyRoles.role, CUSTOMER_ROLE)))
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), sql`${users.companyId} is null`, sql`${users.signupCompany} is not null`));
  return row ?? null;
}

/** The contract in the caller's scope and the agency's record of its company, which the caller must hold. */
async function contractRecord(deps: AppDeps, actor: Actor, contractId: number) {
  const { db } = deps;
  const [row] = await db
    .select({ contract: contracts, agencyName: agencies.name })
    .from(contracts)
    .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
    .where(and(eq(contracts.id, contractId), contractScope({ actor, companyId: null })));
  if (!row) throw new ApiError(404, 'not_found');
  const { contract } = row;
  if (contract.companyId === null || !contract.company) throw new ApiError(409, 'contract_without_company');
  // Opening a company's contracts to someone is for those who hold its record, not for whoever typed its VAT number.
  const [record] = await db
    .select({ id: companies.id, name: companies.name, vatNumber: companies.vatNumber })
    .from(companies)
    .where(and(eq(companies.id, contract.companyId), customerScope({ actor, companyId: null })));
  if (!record) throw new ApiError(403, 'company_not_in_scope');
  return { row, contract, record };
}

/** What the action would do: the sign-ups waiting in this agency that named the record's VAT number (those it links instead of inviting). */
export async function customerUserPlan(deps: AppDeps, actor: Actor, contractId: number) {
  const { contract, record } = await contractRecord(deps, actor, contractId);
  const rows = await deps.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .innerJoin(
      userAgencyRoles,
      and(eq(userAgencyRoles.userId, users.id), eq(userAgencyRoles.agencyId, contract.agencyId), eq(userAgencyRoles.role, CUSTOMER_ROLE)),
    )
    .where(and(sql`${users.companyId} is null`, sql`${users.signupCompany}->>'vatNumber' = ${record.vatNumber}`));
  return { pending: rows };
}

export async function createCustomerUserFromContract(deps: AppDeps, mail: MailDeps, input: Input) {
  const { db, clock } = deps;
  // Who may give accounts (agency staff who update contracts) is the route's rule (users/index.ts), checked before the body.
  const { actor } = input;
  const { row, contract, record } = await contractRecord(deps, actor, input.contractId);

  const email = input.email ?? contract.company?.email;
  if (!email) throw new ApiError(400, [{ field: 'email', code: 'required' }]);
  const now = clock();
  const params = { agency: row.agencyName, company: record.name };

  const waiting = await pendingSignUp(deps, contract.agencyId, email);
  if (waiting) {
    if (waiting.signupCompany?.vatNumber !== record.vatNumber) throw new ApiError(409, [{ field: 'email', code: 'signup_company_mismatch' }]);
    await db.update(users).set({ companyId: record.id, signupCompany: null }).where(eq(users.id, waiting.id));
    const delivery = sendInBackground(mail, {
      kind: 'accountLinked',
      locale: input.locale,
      to: waiting.email,
      name: waiting.username,
      link: portalLink(mail.publicBaseUrl, input.locale, 'login', {}),
      params: { ...params, username: waiting.username },
    });
    return { answer: { id: waiting.id, username: waiting.username, email: waiting.email, companyId: record.id, linked: true }, delivery };
  }

  const username = input.username ?? email;
  await assertAvailable(db, username, email);
  const created = await db
    .transaction(async (tx) => {
      const user = await insertCustomerUser(tx, {
        username,
        email,
        password: null,
        agencyId: contract.agencyId,
        company: { linked: record.id },
        locale: input.locale,
        now,
      });
      return { id: user.id, token: await issueResetToken(tx, user.id, INVITATION_TTL_MS, now) };
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      await assertAvailable(db, username, email);
      throw error;
    });

  const delivery = sendInBackground(mail, {
    kind: 'invitation',
    locale: input.locale,
    to: email,
    name: username,
    link: portalLink(mail.publicBaseUrl, input.locale, 'recovery-password', { token: created.token, invite: '1' }),
    params: { ...params, username, hours: INVITATION_TTL_MS / 3_600_000 },
  });
  return { answer: { id: created.id, username, email, companyId: record.id, linked: false }, delivery };
}
