// POST /api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser: the
// "create customer user" action of a contract. Makes the customer account of
// the contract's company and e-mails an invitation to choose a password.
import { type SQL, and, eq, inArray } from 'drizzle-orm';
import { can } from '../../lib/permissions';
import { issueResetToken } from '../account/password-reset';
import { INVITATION_TTL_MS } from '../account/one-time-tokens';
import type { Actor } from '../auth/actor';
import { agencies, companies, contracts } from '../db/schema';
import type { AppDeps } from '../lib/deps';
import { ApiError } from '../lib/errors';
import type { Locale } from '../lib/i18n';
import { type MailDeps, portalLink, sendInBackground } from '../mail';
import { assertAvailable, insertCustomerUser, isUniqueViolation } from './accounts';

/** DESIGN §5 for contracts: every agency, the agency, the team's or one's own. */
function contractScope(actor: Actor): SQL | undefined {
  const inAgency = eq(contracts.agencyId, actor.agencyId);
  switch (actor.scopes.contracts) {
    case 'all':
      return undefined;
    case 'agency':
      return inAgency;
    case 'team':
      return and(inAgency, inArray(contracts.createdById, [actor.userId, ...actor.ledUserIds]));
    default:
      return and(inAgency, eq(contracts.createdById, actor.userId));
  }
}

export async function createCustomerUserFromContract(
  deps: AppDeps,
  mail: MailDeps,
  input: { actor: Actor; contractId: number; email?: string; username?: string; locale: Locale },
) {
  const { db, clock } = deps;
  const { actor } = input;
  // Customers have every action on their contracts, but accounts are the agency's to give.
  if (actor.role === 'customer' || !can(actor.role, 'contracts', 'update')) throw new ApiError(403, 'forbidden');

  const [row] = await db
    .select({ contract: contracts, company: companies, agencyName: agencies.name })
    .from(contracts)
    .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
    .leftJoin(companies, eq(companies.id, contracts.companyId))
    .where(and(eq(contracts.id, input.contractId), contractScope(actor)));
  if (!row) throw new ApiError(404, 'not_found');
  if (!row.company) throw new ApiError(409, 'contract_without_company');

  const email = input.email ?? row.company.email;
  if (!email) throw new ApiError(400, [{ field: 'email', code: 'required' }]);
  const username = input.username ?? email;
  await assertAvailable(db, username, email);

  const now = clock();
  const company = row.company;
  const created = await db
    .transaction(async (tx) => {
      const user = await insertCustomerUser(tx, { username, email, password: null, agencyId: row.contract.agencyId, companyId: company.id, now });
      return { id: user.id, token: await issueResetToken(tx, user.id, INVITATION_TTL_MS, now) };
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      await assertAvailable(db, username, email);
      throw error;
    });

  const link = portalLink(mail.publicBaseUrl, input.locale, 'recovery-password', { token: created.token, invite: '1' });
  const delivery = sendInBackground(mail, {
    kind: 'invitation',
    locale: input.locale,
    to: email,
    name: username,
    link,
    params: { agency: row.agencyName, company: company.name, username, hours: INVITATION_TTL_MS / 3_600_000 },
  });
  return { answer: { id: created.id, username, email, companyId: company.id }, delivery };
}
