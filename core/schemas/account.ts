// Request and response bodies of the account endpoints (SPEC §3, §7).
import { z } from '@hono/zod-openapi';
import { BACK_OFFICE_ROLES, ROLES } from '../roles';

export const LoginBodySchema = z
  .object({
    username: z.string().trim().min(1).max(254).openapi({ example: 'agent' }),
    password: z.string().min(1).max(1024).openapi({ example: 'Demo2026!' }),
  })
  .openapi('LoginBody');

export const RefreshBodySchema = z.object({ refreshToken: z.string().min(1).max(512) }).openapi('RefreshBody');

export const LogoutBodySchema = z.object({ refreshToken: z.string().min(1).max(512).optional() }).openapi('LogoutBody');

export const TokenPairSchema = z
  .object({
    accessToken: z.string().openapi({ description: 'JWT (HS256); exp in seconds' }),
    refreshToken: z.string().openapi({ description: 'Opaque; single use, rotated on every refresh' }),
    expiresIn: z.number().int().openapi({ description: 'Access token lifetime in seconds' }),
  })
  .openapi('TokenPair');

export const CurrentUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    backOfficeRole: z.enum(BACK_OFFICE_ROLES).nullable(),
    areaLeader: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    awaitingConfirmation: z
      .boolean()
      .openapi({ description: 'A self-registered customer whose company the agency has not linked yet: they see no contracts until it does' }),
  })
  .openapi('CurrentUser');

export const AgencyMembershipSchema = z
  .object({
    agency: z.object({
      id: z.number().int(),
      name: z.string(),
      shippingUnitCost: z.number(),
      shippingMaxUnits: z.number().int(),
    }),
    role: z.enum(ROLES),
  })
  .openapi('AgencyMembership');
