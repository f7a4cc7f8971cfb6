// OpenAPI route definitions of the account area. Protected routes take the
// auth middleware as an argument, since it is built from the app's deps.
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AuthedEnv } from '../lib/deps';
import { bearerSecurity, errorResponse } from '../lib/openapi';
import { AgencyMembershipSchema, CurrentUserSchema, LoginBodySchema, LogoutBodySchema, RefreshBodySchema, TokenPairSchema } from '../../core/schemas/account';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
type Auth = MiddlewareHandler<AuthedEnv>;

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
    200: { description: 'New token pair; the refresh token given is spent', ...json(TokenPairSchema) },
    400: errorResponse('Invalid body'),
    401: errorResponse('unauthorized: unknown, expired, revoked or reused refresh token, or deactivated user'),
    409: errorResponse('refresh_token_already_rotated: a concurrent request rotated it moments ago'),
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
      200: { description: 'Memberships', ...json(z.array(AgencyMembershipSchema)) },
      401: errorResponse('unauthorized'),
    },
  });
