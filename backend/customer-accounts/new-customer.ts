// POST /api/User/new-customer: a customer signs up with their company. The
// account is always a customer of the sign-up page's agency, and signs in
// only once the e-mailed confirmation link has been opened. The company typed
// is kept on the account, never matched to the agency's records by its VAT
// number: the account sees contracts only once the agency links it to its
// record of the company (docs/domain.md, "Company data").
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { issueConfirmationToken } from '../own-account/confirm-email';
import { CONFIRMATION_TTL_MS } from '../own-account/one-time-tokens';
import { type ThrottleRule, enforce, recordAll } from '../own-account/throttle';
import { businessTypes } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import { type MailDeps, portalLink, sendInBackground } from '../mail';
import { assertAvailable, insertCustomerUser, isUniqueViolation } from './accounts';
import type { SignUpAgency } from './agency-lookup';
import { notifyAgencyOfSignUp } from './sign-up-mail';
import type { NewCustomerBodySchema } from '../../core/schemas/users';

/** Every attempt counts, also refused ones: the 409 answers must not serve to probe many names. */
export const SIGN_UPS_PER_IP: ThrottleRule = { action: 'sign-up:ip', limit: 10, windowMs: 60 * 60_000 };

type Body = z.infer<typeof NewCustomerBodySchema>;

export async function signUpCustomer(deps: AppDeps, mail: MailDeps, input: { body: Body; agency: SignUpAgency; ip: string | null; locale: Locale }) {
  const { db, clock } = deps;
  const now = clock();
  const { body, agency } = input;
  const checks: Array<[ThrottleRule, string | null]> = [[SIGN_UPS_PER_IP, input.ip]];
  await enforce(db, checks, now);
  await recordAll(db, checks, now);

  await assertAvailable(db, body.username, body.email);
  if (body.company.businessTypeId !== undefined) {
    const [type] = await db.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.id, body.company.businessTypeId));
    if (!type) throw new ApiError(400, [{ field: 'company.businessTypeId', code: 'unknown_business_type' }]);
  }

  const { company } = body;
  const signupCompany = {
    ...company,
    fiscalCode: company.fiscalCode?.toUpperCase(),
    province: company.province.toUpperCase(),
  };
  const created = await db
    .transaction(async (tx) => {
      const user = await insertCustomerUser(tx, {
        username: body.username,
        email: body.email,
        password: body.password,
        agencyId: agency.id,
        company: { pending: signupCompany },
        locale: input.locale,
        now,
      });
      return { userId: user.id, token: await issueConfirmationToken(tx, user.id, now) };
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      // Lost a race for the name or e-mail: answer as if we had seen it first.
      await assertAvailable(db, body.username, body.email);
      throw error;
    });

  const link = portalLink(mail.publicBaseUrl, input.locale, 'on-boarding', { confirm: created.token });
  const delivery = sendInBackground(mail, {
    kind: 'emailConfirmation',
    locale: input.locale,
    to: body.email,
    name: body.username,
    link,
    params: { agency: agency.name, username: body.username, hours: CONFIRMATION_TTL_MS / 3_600_000 },
  });
  // The agency's administrators hear of it: the sign-up waits for them (docs/domain.md, "Customer sign-up").
  await notifyAgencyOfSignUp(db, mail, {
    agencyId: agency.id,
    agency: agency.name,
    username: body.username,
    email: body.email,
    company: company.name,
    vatNumber: company.vatNumber,
  });
  return {
    answer: { username: body.username, email: body.email, agency: { id: agency.id, name: agency.name }, emailConfirmationRequired: true as const },
    delivery,
  };
}
