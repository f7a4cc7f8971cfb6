// OpenAPI definitions of customer sign-up and of the customer account made from a contract.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { bearerSecurity, errorResponse, json } from '../http/openapi';
import {
  CustomerUserAnswerSchema,
  CustomerUserBodySchema,
  CustomerUserParamsSchema,
  CustomerUserPlanSchema,
  NewCustomerAnswerSchema,
  NewCustomerBodySchema,
  NewCustomerQuerySchema,
  SignUpAgencySchema,
} from '../../core/schemas/users';
import { AgencyPathParamsSchema } from '../../core/schemas/params';
import {
  RegistrationApproveAnswerSchema,
  RegistrationListQuerySchema,
  RegistrationListSchema,
  RegistrationPathParamsSchema,
  RegistrationRejectBodySchema,
} from '../../core/schemas/registrations';

const tags = ['Users'];

export const newCustomerRoute = createRoute({
  method: 'post',
  path: '/api/User/new-customer',
  tags,
  summary: 'Customer sign-up with company data; an e-mail confirms the address before the first sign-in',
  request: { query: NewCustomerQuerySchema, body: { ...json(NewCustomerBodySchema), required: true } },
  responses: {
    201: { description: 'Signed up; confirmation e-mail sent', ...json(NewCustomerAnswerSchema) },
    400: errorResponse('Invalid fields (invalid_email, invalid_password, passwords_differ, invalid_vat_number, privacy_not_accepted…)'),
    404: errorResponse('unknown_agency'),
    409: errorResponse('username_in_use or email_in_use'),
    429: errorResponse('too_many_requests: 10 sign-ups per IP in an hour'),
  },
});

export const signUpAgencyRoute = createRoute({
  method: 'get',
  path: '/api/User/new-customer/agency',
  tags,
  summary: 'The agency a sign-up page refers to (by slug or id; without one, the default agency)',
  request: { query: NewCustomerQuerySchema },
  responses: {
    200: { description: 'The agency', ...json(SignUpAgencySchema) },
    404: errorResponse('unknown_agency'),
  },
});

export const customerUserRoute = (auth: Auth) =>
  createRoute({
    method: 'post',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser',
    tags,
    summary:
      "The agency confirms who follows the company's contracts: creates the customer account of the agency's record of the contract's company and e-mails an invitation to set the password (72 hours); or links the pending sign-up of that e-mail address when it named the same VAT number",
    middleware: auth,
    security: bearerSecurity,
    request: { params: CustomerUserParamsSchema, body: { ...json(CustomerUserBodySchema), required: false } },
    responses: {
      200: { description: 'A pending sign-up linked to the company; the customer is told by e-mail', ...json(CustomerUserAnswerSchema) },
      201: { description: 'Created; invitation sent', ...json(CustomerUserAnswerSchema) },
      400: errorResponse('Invalid fields; required when neither the body nor the company has an e-mail'),
      401: errorResponse('unauthorized'),
      403: errorResponse(
        "forbidden: the role may not update contracts, or is a customer; company_not_in_scope: the agency's record of the company is outside the caller's customer scope",
      ),
      404: errorResponse('not_found: no such agency membership or contract in scope'),
      409: errorResponse('contract_without_company, username_in_use, email_in_use, or signup_company_mismatch (a pending sign-up named another VAT number)'),
    },
  });

const reviewErrors = {
  401: errorResponse('unauthorized'),
  403: errorResponse('forbidden: only the agency administrators and the platform administrators review sign-ups'),
  404: errorResponse("not_found: no such agency membership, or no sign-up of this agency waiting (another agency's answers the same)"),
};

export const registrationListRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Agency/{agencyId}/Registrations',
    tags,
    summary: "The agency's customer sign-ups waiting for a decision, each with the agency's record of the VAT number typed, if any",
    middleware: auth,
    security: bearerSecurity,
    request: { params: AgencyPathParamsSchema, query: RegistrationListQuerySchema },
    responses: { 200: { description: 'One page', ...json(RegistrationListSchema) }, 400: errorResponse('Invalid filter'), ...reviewErrors },
  });

export const registrationApproveRoute = (auth: Auth) =>
  createRoute({
    method: 'post',
    path: '/api/Agency/{agencyId}/Registrations/{userId}/Approve',
    tags,
    summary:
      "Approve a sign-up: the account is linked to the agency's record of the VAT number it named (created from the sign-up when there is none) and the customer is told by e-mail",
    middleware: auth,
    security: bearerSecurity,
    request: { params: RegistrationPathParamsSchema },
    responses: { 200: { description: 'Linked', ...json(RegistrationApproveAnswerSchema) }, ...reviewErrors },
  });

export const registrationRejectRoute = (auth: Auth) =>
  createRoute({
    method: 'post',
    path: '/api/Agency/{agencyId}/Registrations/{userId}/Reject',
    tags,
    summary: 'Reject a sign-up: the account is deleted (the person may sign up again) and told by e-mail, with the reason when given',
    middleware: auth,
    security: bearerSecurity,
    request: { params: RegistrationPathParamsSchema, body: { ...json(RegistrationRejectBodySchema), required: false } },
    responses: { 204: { description: 'Rejected' }, 400: errorResponse('Invalid reason (at most 500 characters)'), ...reviewErrors },
  });

export const customerUserPlanRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser',
    tags,
    summary: "What 'create customer user' would do: the pending sign-ups of the company's VAT number, which it links instead of inviting",
    middleware: auth,
    security: bearerSecurity,
    request: { params: CustomerUserParamsSchema },
    responses: {
      200: { description: 'The pending sign-ups it would link', ...json(CustomerUserPlanSchema) },
      401: errorResponse('unauthorized'),
      403: errorResponse('forbidden, or company_not_in_scope'),
      404: errorResponse('not_found: no such agency membership or contract in scope'),
      409: errorResponse('contract_without_company'),
    },
  });
