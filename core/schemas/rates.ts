// The providers' rate factors (provider × duration × amount band) and the
// guarantee tiers' fees, as the system parameters page reads and changes
// them. Each value within its range; a change applies to the next quote.
import { z } from 'zod';
import { GUARANTEE_TIERS, MODEL_CATEGORIES } from '../domain/catalogue';
import { COVER_YEARS_RANGE, FEE_MAX_CENTS, FREE_ACCIDENTS_MAX, RATE_FACTOR_DECIMALS, RATE_FACTOR_RANGE } from '../domain/rates';
import { AuditTrailSchema } from './audit';
import { Id } from './fields';

const SCALE = 10 ** RATE_FACTOR_DECIMALS;

export const RateFactorSchema = z
  .object({
    id: z.number().int(),
    providerCode: z.string(),
    providerName: z.string(),
    durationMonths: z.number().int(),
    bandMaxCents: z.number().int().nullable().meta({ description: 'Upper bound of the amount band, inclusive; null: above every other band' }),
    factor: z.number(),
  })
  .meta({ id: 'RateFactor' });

export const RateFactorsSchema = z
  .object({ factors: z.array(RateFactorSchema), history: AuditTrailSchema })
  .meta({ id: 'RateFactors', description: 'By provider, duration and band' });

export const RateFactorsUpdateSchema = z
  .strictObject({
    factors: z
      .array(
        z.strictObject({
          id: Id,
          factor: z
            .number()
            .min(RATE_FACTOR_RANGE.min)
            .max(RATE_FACTOR_RANGE.max)
            .refine((f) => Math.abs(f * SCALE - Math.round(f * SCALE)) < 1e-6, { message: 'validation_failed' })
            .meta({
              description: `Monthly payment ÷ financed amount (${RATE_FACTOR_RANGE.min}–${RATE_FACTOR_RANGE.max}, ${RATE_FACTOR_DECIMALS} decimals)`,
              example: 0.0322,
            }),
        }),
      )
      .min(1)
      .max(500),
  })
  .meta({ id: 'RateFactorsUpdate', description: 'The factors to change; the others keep their value' });

const feeCents = z.number().int().min(0).max(FEE_MAX_CENTS);

export const GuaranteeFeeSchema = z
  .object({
    id: z.number().int(),
    tier: z.enum(GUARANTEE_TIERS),
    category: z.enum(MODEL_CATEGORIES),
    handlingFeeCents: z.number().int().meta({ description: 'Per claim' }),
    handlingFeeUpTo: z.boolean().meta({ description: 'true: a ceiling per claim rather than a flat fee' }),
    handlingFeePlusVat: z.boolean(),
    freeAccidents: z.number().int().meta({ description: 'Claims without a handling fee' }),
    accidentalCoverYears: z.number().int().nullable().meta({ description: 'null: unlimited' }),
    theftDeductibleCents: z.number().int().nullable().meta({ description: 'null: none' }),
    theftDeductibleAfterMonth36MaxCents: z.number().int(),
  })
  .meta({ id: 'GuaranteeFee' });

export const GuaranteeFeesSchema = z
  .object({ fees: z.array(GuaranteeFeeSchema), history: AuditTrailSchema })
  .meta({ id: 'GuaranteeFees', description: 'The fees of each guarantee tier per model category' });

export const GuaranteeFeesUpdateSchema = z
  .strictObject({
    fees: z
      .array(
        z
          .strictObject({
            id: Id,
            handlingFeeCents: feeCents,
            freeAccidents: z.number().int().min(0).max(FREE_ACCIDENTS_MAX),
            accidentalCoverYears: z.number().int().min(COVER_YEARS_RANGE.min).max(COVER_YEARS_RANGE.max).nullable(),
            theftDeductibleCents: feeCents.nullable(),
            theftDeductibleAfterMonth36MaxCents: feeCents,
          })
          .partial()
          .required({ id: true }),
      )
      .min(1)
      .max(100),
  })
  .meta({ id: 'GuaranteeFeesUpdate', description: `Fees in cents (0–${FEE_MAX_CENTS}); the tiers not named keep theirs` });
