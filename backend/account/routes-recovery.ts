// OpenAPI definitions of password recovery and e-mail confirmation (public).
import { createRoute, type z } from '@hono/zod-openapi';
import { errorResponse } from '../lib/openapi';
import { ConfirmEmailBodySchema, ResetBodySchema, SendResetBodySchema } from '../../core/schemas/account-recovery';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

export const sendResetRoute = createRoute({
  method: 'post',
  path: '/api/Account/SendResetPassword',
  tags: ['Account'],
  summary: 'E-mail a password-reset link (valid 30 minutes, single use)',
  description: 'Answers 204 whether or not the address belongs to an account.',
  request: { body: { ...json(SendResetBodySchema), required: true } },
  responses: {
    204: { description: 'Done; an e-mail goes out when the address belongs to an active account' },
    400: errorResponse('invalid_email'),
    429: errorResponse('too_many_requests: 3 per address or 10 per IP in 15 minutes; Retry-After in seconds'),
  },
});

export const resetRoute = createRoute({
  method: 'post',
  path: '/api/Account/ResetPassword',
  tags: ['Account'],
  summary: 'Set a new password with a reset or invitation token; revokes every refresh token of the user',
  request: { body: { ...json(ResetBodySchema), required: true } },
  responses: {
    204: { description: 'Password set; the e-mail counts as confirmed' },
    400: errorResponse('invalid_password, passwords_differ, or reset_token_invalid (unknown, spent or expired)'),
    429: errorResponse('too_many_requests: too many invalid tokens from this IP'),
  },
});

export const confirmEmailRoute = createRoute({
  method: 'post',
  path: '/api/Account/ConfirmEmail',
  tags: ['Account'],
  summary: "Confirm a customer's e-mail address after sign-up (single use, 48 hours)",
  request: { body: { ...json(ConfirmEmailBodySchema), required: true } },
  responses: {
    204: { description: 'Confirmed; the account may sign in' },
    400: errorResponse('confirmation_token_invalid'),
    429: errorResponse('too_many_requests'),
  },
});
