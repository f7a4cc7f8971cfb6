// The catalogue workbook's layout, one source for CatalogXLS (the export,
// which is also the template pre-filled with the current data) and for the
// catalogue import that reads it back: sheet names and column keys are
// stable codes, the same in every language, so a file exported in Italian
// imports in English and the other way round.
import type { SheetColumn } from '../spreadsheets/stream-writer';

export interface LayoutColumn {
  key: string;
  width: number;
  numFmt?: string;
}

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
      { key: 'category', width: 14 },
      { key: 'listPrice', width: 14, numFmt: MONEY },
      { key: 'warehouseStatus', width: 22 },
      { key: 'ean', width: 16 },
      { key: 'flexEligible', width: 14 },
      { key: 'active', width: 10 },
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
      { key: 'tier', width: 12 },
      { key: 'category', width: 14 },
      { key: 'price', width: 12, numFmt: MONEY },
    ],
  },
} as const satisfies Record<string, { name: string; columns: readonly LayoutColumn[] }>;

export type CatalogSheet = keyof typeof CATALOG_SHEETS;

/** A layout's columns as the sheet writer takes them: the key is the header. */
export const sheetColumns = (sheet: CatalogSheet): SheetColumn[] =>
  CATALOG_SHEETS[sheet].columns.map((c: LayoutColumn) => ({ header: c.key, width: c.width, numFmt: c.numFmt }));
