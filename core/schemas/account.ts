// Request and response bodies of the account endpoints (docs/domain.md).
import { z } from 'zod';
import { BACK_OFFICE_ROLES, ROLES } from '../roles';
import { NOT_BLANK } from './fields';

export const LoginBodySchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(1)
      .max(254)
      .meta({ ...NOT_BLANK, example: 'agent' }),
    password: z.string().min(1).max(1024).meta({ example: 'Demo2026!' }),
  })
  .meta({ id: 'LoginBody' });

export const RefreshBodySchema = z.object({ refreshToken: z.string().min(1).max(512) }).meta({ id: 'RefreshBody' });

export const LogoutBodySchema = z.object({ refreshToken: z.string().min(1).max(512).optional() }).meta({ id: 'LogoutBody' });

export const TokenPairSchema = z
  .object({
    accessToken: z.string().meta({ description: 'JWT (HS256); exp in seconds' }),
    refreshToken: z.string().meta({ description: 'Opaque; single use, rotated on every refresh' }),
    expiresIn: z.number().int().meta({ description: 'Access token lifetime in seconds' }),
  })
  .meta({ id: 'TokenPair' });

export const CurrentUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    backOfficeRole: z.enum(BACK_OFFICE_ROLES).nullable(),
    areaLeader: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    awaitingConfirmation: z
      .boolean()
      .meta({ description: 'A self-registered customer whose company the agency has not linked yet: they see no contracts until it does' }),
  })
  .meta({ id: 'CurrentUser' });

export const AgencyMembershipSchema = z
  .object({
    agency: z.object({
      id: z.number().int(),
      name: z.string(),
      shippingUnitCost: z.number(),
      shippingMaxUnits: z.number().int(),
      logoUrl: z.string().nullable().meta({ description: "The agency's own logo for the header; null: the portal's" }),
    }),
    role: z.enum(ROLES),
  })
  .meta({ id: 'AgencyMembership' });
export const AgencyMembershipsSchema = z.array(AgencyMembershipSchema);
