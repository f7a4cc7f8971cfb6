// What every import does with a sheet before its own rules: the columns found
// by their stable codes (any order, any case), each data row as the object a
// row schema parses, and a failed parse worded per column.
import type { z } from 'zod';
import { issuesToDetails } from '../../core/schemas/issues';
import { ApiError, type ErrorDetail } from '../http/errors';
import type { ReadSheet } from '../spreadsheets/read-workbook';
import type { LayoutColumn } from './catalog-layout';

export interface SheetLayout {
  name: string;
  columns: readonly LayoutColumn[];
}

export interface SheetInput {
  number: number;
  input: Record<string, unknown>;
}

/** The sheet's rows keyed by column code; a missing column refuses the file (wrong_template). */
export function inputsOf(sheet: ReadSheet, layout: SheetLayout): SheetInput[] {
  const header = sheet.header.map((h) => h.toLowerCase());
  const positions = layout.columns.map((c) => header.indexOf(c.key.toLowerCase()));
  const missing = layout.columns.find((_, i) => positions[i] === -1);
  if (missing) throw new ApiError(400, 'wrong_template', { params: { name: `${layout.name}.${missing.key}` } });
  return sheet.rows.map(({ number, cells }) => ({
    number,
    input: Object.fromEntries(layout.columns.map((c, i) => [c.key, cells[positions[i]!] ?? undefined])),
  }));
}

/**
 * A row parsed by its schema, or what is wrong with it by column: the schema's own code where it has one (invalid_ean…),
 * for a coded column the codes it takes (value_not_allowed), else: not valid for its column.
 */
export function parseRow<T>(
  schema: z.ZodType<T, unknown>,
  input: Record<string, unknown>,
  columns: readonly LayoutColumn[] = [],
): { data: T; errors?: never } | { data?: never; errors: ErrorDetail[] } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  const choicesOf = new Map(columns.filter((c) => c.choices).map((c) => [c.key, c.choices!]));
  return {
    errors: issuesToDetails(parsed.error, input).map((e): ErrorDetail => {
      if (e.code !== 'validation_failed') return e;
      const choices = choicesOf.get(e.field ?? '');
      return choices ? { ...e, code: 'value_not_allowed', params: { allowed: choices.join(', ') } } : { ...e, code: 'invalid_value' };
    }),
  };
}
