// A catalogue workbook's rows checked one by one against the import layout
// and the row schemas (core/schemas/imports.ts): each valid row kept with its
// number, each invalid one reported by column; the same key twice in a sheet
// is reported on the later row. Nothing here reads the database.
import type { z } from 'zod';
import {
  type AccessoryRow,
  AccessoryRowSchema,
  type FamilyRow,
  FamilyRowSchema,
  type ModelRow,
  ModelRowSchema,
  type ServiceRow,
  ServiceRowSchema,
} from '../../core/schemas/imports';
import { ApiError, type ErrorDetail } from '../http/errors';
import type { ReadSheet } from '../spreadsheets/read-workbook';
import { CATALOG_SHEETS, type CatalogSheet } from './catalog-layout';
import { inputsOf, parseRow } from './sheet-rows';

export interface Numbered<T> {
  row: number;
  data: T;
}

export interface CatalogRows {
  families: Numbered<FamilyRow>[];
  models: Numbered<ModelRow>[];
  accessories: Numbered<AccessoryRow>[];
  services: Numbered<ServiceRow>[];
}

export interface ReportEntry {
  sheet: string;
  row: number;
  key: string | null;
  action: 'create' | 'change' | 'unchanged' | 'error';
  errors: ErrorDetail[];
}

const SCHEMAS: { [S in CatalogSheet]: z.ZodType<CatalogRows[S][number]['data'], unknown> } = {
  families: FamilyRowSchema,
  models: ModelRowSchema,
  accessories: AccessoryRowSchema,
  services: ServiceRowSchema,
};

/** The key a row is known by: what the database holds unique. */
export const rowKey: { [S in CatalogSheet]: (data: CatalogRows[S][number]['data']) => string } = {
  families: (f) => f.name.toLocaleLowerCase('it'),
  models: (m) => m.partNumber.toUpperCase(),
  accessories: (a) => a.partNumber.toUpperCase(),
  services: (s) => `${s.tier}/${s.category}`,
};

/** The key as the report shows it, also for a row that did not validate. */
function shownKey(sheet: CatalogSheet, input: Record<string, unknown>): string | null {
  const value = sheet === 'families' ? input.name : sheet === 'services' ? [input.tier, input.category].filter(Boolean).join('/') : input.partNumber;
  return value === undefined || value === null || value === '' ? null : String(value);
}

export function checkCatalogRows(sheets: ReadSheet[]): { rows: CatalogRows; report: ReportEntry[] } {
  const rows: CatalogRows = { families: [], models: [], accessories: [], services: [] };
  const report: ReportEntry[] = [];
  const known = new Map(Object.entries(CATALOG_SHEETS).map(([id, layout]) => [layout.name.toLowerCase(), id as CatalogSheet]));
  const found = sheets.filter((s) => known.has(s.name.trim().toLowerCase()));
  if (found.length === 0)
    throw new ApiError(400, 'wrong_template', {
      params: {
        name: Object.values(CATALOG_SHEETS)
          .map((l) => l.name)
          .join(', '),
      },
    });

  for (const sheet of found) {
    const id = known.get(sheet.name.trim().toLowerCase())!;
    const layout = CATALOG_SHEETS[id];
    const firstRowOf = new Map<string, number>();
    for (const { number, input } of inputsOf(sheet, layout)) {
      const parsed = parseRow(SCHEMAS[id] as z.ZodType<unknown, unknown>, input, layout.columns);
      if (parsed.errors) {
        report.push({ sheet: layout.name, row: number, key: shownKey(id, input), action: 'error', errors: parsed.errors });
        continue;
      }
      const key = (rowKey[id] as (data: unknown) => string)(parsed.data);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        const field = id === 'families' ? 'name' : id === 'services' ? 'tier' : 'partNumber';
        report.push({
          sheet: layout.name,
          row: number,
          key: shownKey(id, input),
          action: 'error',
          errors: [{ field, code: 'duplicate_row', params: { row: first } }],
        });
        continue;
      }
      firstRowOf.set(key, number);
      (rows[id] as Numbered<unknown>[]).push({ row: number, data: parsed.data });
    }
  }
  return { rows, report };
}
