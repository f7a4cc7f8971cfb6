// A zod failure as the API's error items (core/schemas/issues.ts): one per
// field, and one naming each key a strict schema does not take.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { issuesToDetails } from '@/core/schemas/issues';

const details = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return issuesToDetails(result.error, input);
};

describe('issuesToDetails', () => {
  it('names each key a strict schema does not take as unknown_field', () => {
    const query = z.object({ status: z.string().optional() }).strict();
    expect(details(query, { stauts: 'draft', page: '2' })).toEqual([
      { field: 'stauts', code: 'unknown_field' },
      { field: 'page', code: 'unknown_field' },
    ]);
    const body = z.object({ company: z.object({ name: z.string() }).strict() });
    expect(details(body, { company: { name: 'Rossi', extra: 1 } })).toEqual([{ field: 'company.extra', code: 'unknown_field' }]);
  });

  it('keeps required and validation_failed for the declared fields', () => {
    const query = z.object({ q: z.string().min(1), page: z.coerce.number().int() }).strict();
    expect(details(query, { q: '', page: 'x', other: '1' })).toEqual([
      { field: 'q', code: 'required' },
      { field: 'page', code: 'validation_failed' },
      { field: 'other', code: 'unknown_field' },
    ]);
  });
});
