// OpenAPI definitions of customer sign-up and of the customer account made from a contract.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { bearerSecurity, errorResponse, json } from '../http/openapi';
import {
  CustomerUserAnswerSchema,
  CustomerUserBodySchema,
  CustomerUserParamsSchema,
  NewCustomerAnswerSchema,
  NewCustomerBodySchema,
  NewCustomerQuerySchema,
  SignUpAgencySchema,
} from '../../core/schemas/users';

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
