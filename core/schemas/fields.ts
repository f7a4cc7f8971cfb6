// Field schemas shared by the contracts, customers and orders bodies. Every
// string refuses NUL (PostgreSQL cannot store it: it would end as a 500), and
// every pattern (docs/domain.md) answers its own error code (see backend/http/validation-hook.ts).
import { z } from 'zod';
import { ID_TEXT, MAX_ID } from '../ids';
import type { ErrorCode } from '../error-codes';
import { ISO_DAY_FORMAT, isIsoDay } from '../validation/iso-day';
import { passes } from '../validation/checks';
import { type PatternName, normalizeForPattern } from '../validation/patterns';

const NO_NUL = (value: string) => !value.includes('\u0000');

/**
 * Not blank: what a trimmed minimum of one means, said in the document too (a
 * blank value answers `required`, so the document must not call it valid). A
 * `not` beside the schema rather than a second pattern, which the document
 * would drop in favour of the first.
 */
export const NOT_BLANK = { not: { pattern: '^\\s*$' } };

/** Trimmed free text of at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max).refine(NO_NUL);
/** Trimmed, non-blank text (blank answers `required`). */
export const requiredText = (max: number) => z.string().trim().min(1).max(max).refine(NO_NUL).meta(NOT_BLANK);

/** A part number: letters, digits and . / _ -, unique among models and accessories (an order line names one thing). */
export const partNumberText = requiredText(60)
  .regex(/^[A-Za-z0-9][A-Za-z0-9./_-]*$/)
  .meta({ description: 'Unique among models and accessories', example: 'SM-S931BZKDEUE' });

/** A validation pattern (with a tax code's check character), compared without spaces and case where people type them so; the value is stored normalised. */
export const patterned = (name: PatternName, code: ErrorCode, example: string) =>
  z
    .string()
    .max(100)
    .meta({ ...NOT_BLANK, example, description: `pattern ${name}; otherwise ${code}` })
    .transform((value) => normalizeForPattern(name, value))
    .refine((value) => passes(name, value), { message: code });

/** YYYY-MM-DD of a real calendar day between 1900 and 2100 (core/validation/iso-day.ts). */
export const isoDate = z.string().regex(ISO_DAY_FORMAT).refine(isIsoDay).meta({ example: '2018-05-14', format: 'date' });

export const Id = z.number().int().min(1).max(MAX_ID);

/** A path or query id: digits only, within int4 (core/ids.ts); the document calls it the integer it is written as. */
export const IdParam = z
  .string()
  .regex(ID_TEXT)
  .transform(Number)
  .refine((n) => n <= MAX_ID)
  .meta({ type: 'integer', minimum: 1, maximum: MAX_ID });

/** An Italian province code: two letters (MI, RM…). */
export const PROVINCE_FORMAT = /^[A-Za-z]{2}$/;

export const PROVINCE = z
  .string()
  .trim()
  .regex(PROVINCE_FORMAT)
  .transform((v) => v.toUpperCase())
  .meta({ example: 'MI', description: 'Two-letter Italian province code' });

/** PROVINCE answering its own code (invalid_province) rather than validation_failed. */
export const provinceCoded = z
  .string()
  .trim()
  .regex(PROVINCE_FORMAT, { message: 'invalid_province' })
  .transform((v) => v.toUpperCase())
  .meta({ example: 'MI', description: 'Two-letter Italian province code; otherwise invalid_province' });

/**
 * A list filter of a query: `status=a&status=b` or `status=a,b` (empty items
 * ignored, each value once). The pattern names the values, so the document
 * says which it takes.
 */
export const multi = <T extends readonly [string, ...string[]]>(values: T) => {
  const one = `(?:${values.join('|')})?`;
  const list = z.string().regex(new RegExp(`^${one}(?:,${one})*$`));
  return z
    .union([list, z.array(list)])
    .transform((v) => [...new Set((Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter((s) => s !== ''))])
    .pipe(z.array(z.enum(values)))
    .optional();
};
