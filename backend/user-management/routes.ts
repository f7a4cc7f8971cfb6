// OpenAPI definitions of the users page's endpoints (/api/User).
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';
import {
  UserCreateBodySchema,
  UserDetailSchema,
  UserFormOptionsSchema,
  UserInviteBodySchema,
  UserListQuerySchema,
  UserListSchema,
  UserParamsSchema,
  UserUpdateBodySchema,
} from '../../core/schemas/user-admin';

const base = (auth: Auth) => ({ tags: ['Users'], middleware: auth, security: bearerSecurity });
const forbidden = errorResponse(
  "forbidden: the role lacks the users section or the back-office role this write; role_above_own: a role above the caller's, or a user who outranks them; " +
    "account_outside_scope: the username, e-mail, deactivation or invitation of a user who belongs to an agency beyond the caller's",
);

export const userListRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/User',
    summary: "Users in the caller's scope (administrators: all; agency roles: their agency's; capo area and group manager: those they lead)",
    request: { query: UserListQuerySchema },
    responses: { 200: { description: 'One page', ...json(UserListSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });

export const userOptionsRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/User/Options',
    summary: 'What the users form offers the caller: roles, back-office roles, agencies and area leaders',
    responses: { 200: { description: 'The choices', ...json(UserFormOptionsSchema) }, ...COMMON_ERRORS },
  });

export const userCreateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/User',
    summary: 'Create a user; they receive an e-mailed invitation to choose their password (72 hours)',
    request: { body: { ...json(UserCreateBodySchema), required: true } },
    responses: {
      201: { description: 'Created; invitation sent', ...json(UserDetailSchema) },
      400: errorResponse('Invalid fields (invalid_email, unknown_membership_agency, unknown_area_leader…)'),
      ...COMMON_ERRORS,
      403: forbidden,
      409: errorResponse('username_in_use or email_in_use'),
    },
  });

export const userDetailRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/User/{userId}',
    summary: 'One user with their agencies and roles, what the caller may change, and the history',
    request: { params: UserParamsSchema },
    responses: { 200: { description: 'The user', ...json(UserDetailSchema) }, ...COMMON_ERRORS },
  });

export const userUpdateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: '/api/User/{userId}',
    summary:
      'Edit a user; deactivated: true ends every session at once and refuses sign-in, false restores access. Username, e-mail and deactivation need a caller who covers every agency of the user; a changed e-mail notifies the old address',
    request: { params: UserParamsSchema, body: { ...json(UserUpdateBodySchema), required: true } },
    responses: {
      200: { description: 'The user as saved', ...json(UserDetailSchema) },
      400: errorResponse('Invalid fields; cannot_deactivate_self'),
      ...COMMON_ERRORS,
      403: forbidden,
      409: errorResponse('username_in_use or email_in_use'),
    },
  });

export const userInviteRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'post',
    path: '/api/User/{userId}/Invitation',
    summary: 'Send a new invitation to a user who has not chosen a password yet (the earlier link stops working)',
    request: { params: UserParamsSchema, body: { ...json(UserInviteBodySchema), required: false } },
    responses: {
      204: { description: 'Sent' },
      ...COMMON_ERRORS,
      403: forbidden,
      409: errorResponse('validation_failed: the user has a password already, or is deactivated'),
    },
  });
