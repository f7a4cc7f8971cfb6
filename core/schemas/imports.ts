// Queries and bodies of the spreadsheet import and export endpoints.
import { z } from 'zod';

/** CatalogXLS: the language of the file's name (sheets and columns are stable codes). */
export const CatalogExportQuerySchema = z.object({
  locale: z.enum(['it', 'en']).optional().meta({ description: 'Language of the file name; default from Accept-Language' }),
});
