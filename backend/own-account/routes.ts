// OpenAPI route definitions of the account area: sign-in, token refresh,
// sign-out, current user, agencies (protected routes take the auth middleware
// as an argument, since it is built from the app's deps); password recovery
// and e-mail confirmation (public).
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { bearerSecurity, errorResponse, json } from '../http/openapi';
import { ConfirmEmailBodySchema, ResetBodySchema, SendResetBodySchema } from '../../core/schemas/account-recovery';
import { AgencyMembershipsSchema, CurrentUserSchema, LoginBodySchema, LogoutBodySchema, RefreshBodySchema, TokenPairSchema } from '../../core/schemas/account';

export const loginRoute = createRoute({
  method: 'post',
  path: '/api/Account/Login',
  tags: ['Account'],
  summary: 'Sign in with username and password',
  request: { body: { ...json(LoginBodySchema), required: true } },
  responses: {
    200: { description: 'Signed in', ...json(TokenPairSchema) },
    400: errorResponse('Invalid body'),
    401: errorResponse('invalid_credentials: unknown user or wrong password (same answer for both)'),
    403: errorResponse('login_forbidden: the account is deactivated'),
    429: errorResponse('too_many_attempts; Retry-After gives the seconds to wait'),
  },
});

export const refreshRoute = createRoute({
  method: 'post',
  path: '/v1/auth/refreshToken',
  tags: ['Account'],
  summary: 'Exchange a refresh token for a new token pair (rotation)',
  request: { body: { ...json(RefreshBodySchema), required: true } },
  responses: {
    200: {
      description: 'New token pair; the refresh token given is spent (used again within 30 s, by a concurrent request, it gets a pair of its own)',
      ...json(TokenPairSchema),
    },
    400: errorResponse('Invalid body'),
    401: errorResponse('unauthorized: unknown, expired, revoked or reused refresh token, or deactivated user'),
    409: errorResponse('refresh_token_already_rotated: the previous token, replayed within 10 minutes while its replacement is unused'),
  },
});

export const logoutRoute = (auth: Auth) =>
  createRoute({
    method: 'post',
    path: '/api/Account/Logout',
    tags: ['Account'],
    summary: "Sign out; revokes the given refresh token's family",
    middleware: auth,
    security: bearerSecurity,
    request: { body: { ...json(LogoutBodySchema), required: false } },
    responses: {
      204: { description: 'Signed out' },
      400: errorResponse('Invalid body'),
      401: errorResponse('unauthorized'),
    },
  });

export const currentUserRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Account/User',
    tags: ['Account'],
    summary: 'The signed-in user',
    middleware: auth,
    security: bearerSecurity,
    responses: {
      200: { description: 'The user', ...json(CurrentUserSchema) },
      401: errorResponse('unauthorized'),
    },
  });

export const agenciesRoute = (auth: Auth) =>
  createRoute({
    method: 'get',
    path: '/api/Account/Agencies',
    tags: ['Account'],
    summary: "The signed-in user's agencies with their role, by agency name",
    middleware: auth,
    security: bearerSecurity,
    responses: {
      200: { description: 'Memberships', ...json(AgencyMembershipsSchema) },
      401: errorResponse('unauthorized'),
    },
  });

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
