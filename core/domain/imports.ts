// Spreadsheet imports: what may be imported and the states of one import.
export const IMPORT_KINDS = ['catalog'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** checked: a clean dry run, ready to commit; failed: the dry run found errors; committed: applied; undone: applied, then reverted. */
export const IMPORT_STATUSES = ['checked', 'failed', 'committed', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What a row of the file would do to the catalogue. */
export const ROW_ACTIONS = ['create', 'change', 'unchanged', 'error'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/** The media type of an XLSX workbook, uploaded or downloaded. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
