// Spreadsheet imports: what may be imported and the states of one import.
/** catalog: families, models, accessories, services (the back office); users: staff accounts and their roles (whoever administers users). */
export const IMPORT_KINDS = ['catalog', 'users'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * reading: the dry run is reading and checking the file; checked: a clean dry run, ready to commit; failed: the dry run found
 * errors; applying: the commit is running; committed: applied; undone: applied, then reverted.
 */
export const IMPORT_STATUSES = ['checked', 'failed', 'committed', 'undone', 'reading', 'applying'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The states in which an import is still running: a page polls the job until it leaves them. */
export const RUNNING_IMPORT_STATUSES: readonly ImportStatus[] = ['reading', 'applying'];

/**
 * A dry run reads the largest file in seconds: one still reading after this lost its process (a restart), so the next dry
 * run removes it and a page no longer follows it.
 */
export const STALE_READING_MS = 15 * 60_000;

export const isStaleReading = (job: { status: ImportStatus; createdAt: string }, now = Date.now()) =>
  job.status === 'reading' && now - Date.parse(job.createdAt) > STALE_READING_MS;

/** What a running import is doing: reading and checking the rows, or applying them. */
export const IMPORT_PHASES = ['reading', 'applying'] as const;

/** What a row of the file would do to the catalogue or the users. */
export const ROW_ACTIONS = ['create', 'change', 'unchanged', 'error'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/** The media type of an XLSX workbook, uploaded or downloaded. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
