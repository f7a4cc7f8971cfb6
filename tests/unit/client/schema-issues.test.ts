// The in-place forms of the families and settings pages check a body with the
// API's own schema before sending: the fields it refuses, and nothing more.
import { describe, expect, it } from 'vitest';
import { AccessoryCreateBodySchema, ServiceUpdateBodySchema } from '@/core/schemas/model-extras';
import { RateFactorsUpdateSchema } from '@/core/schemas/rates';
import { refusedFields } from '@/lib/client/schema-issues';

describe('refusedFields', () => {
  it('names each refused field once, and none for a valid body', () => {
    expect(refusedFields(AccessoryCreateBodySchema.safeParse({ name: 'Cover', partNumber: 'CV-1', priceCents: 990 }))).toEqual(new Set());
    expect(refusedFields(AccessoryCreateBodySchema.safeParse({ name: '  ', partNumber: 'con spazi', priceCents: 0 }))).toEqual(
      new Set(['name', 'partNumber', 'priceCents']),
    );
    expect(refusedFields(ServiceUpdateBodySchema.safeParse({ priceCents: 12.5 }))).toEqual(new Set(['priceCents']));
  });

  it('holds rate factors to their range and six decimals', () => {
    const factor = RateFactorsUpdateSchema.shape.factors.element;
    expect(factor.safeParse({ id: 1, factor: 0.032245 }).success).toBe(true);
    for (const wrong of [0.0009, 0.2001, 0.0322451, Number.NaN]) expect(factor.safeParse({ id: 1, factor: wrong }).success, String(wrong)).toBe(false);
  });
});
