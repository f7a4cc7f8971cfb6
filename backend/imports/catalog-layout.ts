// The catalogue workbook's layout, one source for CatalogXLS (the export,
// which is also the template pre-filled with the current data) and for the
// catalogue import that reads it back: sheet names and column keys are
// stable codes, the same in every language, so a file exported in Italian
// imports in English and the other way round.
import { GUARANTEE_TIERS, MODEL_CATEGORIES, WAREHOUSE_STATUSES } from '../../core/domain/catalogue';
import type { SheetColumn } from '../spreadsheets/stream-writer';

export interface LayoutColumn {
  key: string;
  width: number;
  numFmt?: string;
  /** The codes a coded column takes: a drop-down in the template, and named when a cell holds another value. */
  choices?: readonly string[];
}

/** A yes/no column: TRUE or FALSE, as Excel writes them in English (the import also takes 1 and 0). */
export const FLAG_CHOICES = ['TRUE', 'FALSE'] as const;

const MONEY = '#,##0.00';

export const CATALOG_SHEETS = {
  families: {
    name: 'Families',
    columns: [
      { key: 'name', width: 32 },
      { key: 'sortOrder', width: 12 },
    ],
  },
  models: {
    name: 'Models',
    columns: [
      { key: 'partNumber', width: 20 },
      { key: 'name', width: 36 },
      { key: 'brand', width: 16 },
      { key: 'family', width: 24 },
      { key: 'category', width: 14, choices: MODEL_CATEGORIES },
      { key: 'listPrice', width: 14, numFmt: MONEY },
      { key: 'warehouseStatus', width: 22, choices: WAREHOUSE_STATUSES },
      { key: 'ean', width: 16 },
      { key: 'flexEligible', width: 14, choices: FLAG_CHOICES },
      { key: 'active', width: 10, choices: FLAG_CHOICES },
    ],
  },
  accessories: {
    name: 'Accessories',
    columns: [
      { key: 'partNumber', width: 20 },
      { key: 'name', width: 36 },
      { key: 'price', width: 12, numFmt: MONEY },
      /** the part numbers of the models it fits, comma-separated */
      { key: 'models', width: 48 },
    ],
  },
  services: {
    name: 'Services',
    columns: [
      { key: 'tier', width: 12, choices: GUARANTEE_TIERS },
      { key: 'category', width: 14, choices: MODEL_CATEGORIES },
      { key: 'price', width: 12, numFmt: MONEY },
    ],
  },
} as const satisfies Record<string, { name: string; columns: readonly LayoutColumn[] }>;

export type CatalogSheet = keyof typeof CATALOG_SHEETS;

/** A layout's columns as the sheet writer takes them: the key is the header. */
export const layoutColumns = (columns: readonly LayoutColumn[]): SheetColumn[] =>
  columns.map((c) => ({ header: c.key, width: c.width, numFmt: c.numFmt, choices: c.choices }));

export const sheetColumns = (sheet: CatalogSheet): SheetColumn[] => layoutColumns(CATALOG_SHEETS[sheet].columns);
