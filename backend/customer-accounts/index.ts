// Customer accounts: customers who sign up, and customer accounts made from contracts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { idOf } from '../http/params';
import { clientIp } from '../http/client-ip';
import type { AppDeps } from '../deps';
import { ApiError, localeOf } from '../http/errors';
import type { MailDeps } from '../mail';
import { defaultSignUpAgency, findSignUpAgency } from './agency-lookup';
import { createCustomerUserFromContract, customerUserPlan } from './customer-from-contract';
import { signUpCustomer } from './new-customer';
import { approveRegistration, listRegistrations, rejectRegistration } from './registrations';
import {
  customerUserPlanRoute,
  customerUserRoute,
  newCustomerRoute,
  registrationApproveRoute,
  registrationListRoute,
  registrationRejectRoute,
  signUpAgencyRoute,
} from './routes';

const by = (user: { id: number; username: string }) => ({ id: user.id, username: user.username });

export function registerUserRoutes(app: OpenAPIHono, deps: AppDeps, mail: MailDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const defaultAgency = defaultSignUpAgency();
  const agencyOf = async (reference: string | undefined) => {
    const agency = await findSignUpAgency(deps.db, reference, defaultAgency);
    if (!agency) throw new ApiError(404, 'unknown_agency');
    return agency;
  };

  app.openapi(signUpAgencyRoute, async (c) => c.json(await agencyOf(c.req.valid('query').agency), 200));

  app.openapi(newCustomerRoute, async (c) => {
    const body = c.req.valid('json');
    const agency = await agencyOf(c.req.valid('query').agency);
    const ip = clientIp(c, deps.config.trustProxy);
    const { answer } = await signUpCustomer(deps, mail, { body, agency, ip, locale: body.locale ?? localeOf(c) });
    return c.json(answer, 201, { 'Cache-Control': 'no-store' });
  });

  // Customers have every action on their contracts, but accounts are the agency's to give.
  guarded(customerUserRoute(auth), 'contracts.customerAccount.create', async (c, { actor }) => {
    const { contractId } = c.req.valid('param');
    // The body is optional: without one the company's e-mail serves as address and username.
    const parsed = c.req.valid('json') ?? {};
    const { answer } = await createCustomerUserFromContract(deps, mail, {
      actor,
      contractId: idOf(contractId),
      email: parsed.email,
      username: parsed.username,
      locale: parsed.locale ?? localeOf(c),
    });
    return c.json(answer, answer.linked ? 200 : 201);
  });

  guarded(customerUserPlanRoute(auth), 'contracts.customerAccount.create', async (c, { actor }) =>
    c.json(await customerUserPlan(deps, actor, idOf(c.req.valid('param').contractId)), 200),
  );

  // The path's agency only: the list and the decisions never reach another agency's sign-ups (404).
  guarded(registrationListRoute(auth), 'customers.registrations.review', async (c, { actor }) =>
    c.json(await listRegistrations(deps, actor.agencyId, c.req.valid('query')), 200),
  );

  guarded(registrationApproveRoute(auth), 'customers.registrations.review', async (c, { actor }) => {
    const { answer } = await approveRegistration(deps, mail, actor, by(c.get('user')), idOf(c.req.valid('param').userId));
    return c.json(answer, 200);
  });

  guarded(registrationRejectRoute(auth), 'customers.registrations.review', async (c, { actor }) => {
    const body = c.req.valid('json') ?? {};
    await rejectRegistration(deps, mail, actor, by(c.get('user')), idOf(c.req.valid('param').userId), body.reason);
    return c.body(null, 204);
  });
}
