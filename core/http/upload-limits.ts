// The files people upload from a page, as the browser checks them before sending: part of the API's body
// limits (body-limits.ts), kept apart so an upload's page does not load the whole table (and what it imports).

const KB = 1024;

/** The privacy notice an administrator uploads. */
export const PRIVACY_PDF_MAX_BYTES = 5 * KB * KB;

/** An agency logo or a family picture, before the server resizes it. */
export const PICTURE_MAX_BYTES = KB * KB;

/** A spreadsheet to import. */
export const IMPORT_XLSX_MAX_BYTES = 10 * KB * KB;
