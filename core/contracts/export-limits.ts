/** One file, one sheet: beyond this the filter should be narrower (Excel itself stops at 1,048,576 rows). */
export const EXPORT_MAX_ROWS = 200_000;
