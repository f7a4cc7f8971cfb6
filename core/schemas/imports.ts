// Queries, rows and answers of the spreadsheet import and export endpoints.
// A catalogue file's rows are validated with the row schemas below, one per
// sheet, from cells that are text, numbers, booleans or empty. Each field is
// the form's own (the families page's bodies): a cell passes the import only
// if it would pass the form, and fails with the form's message (an EAN
// without its check digit is invalid_ean in both). Prices are euros in the
// sheet and cents in the forms: the form's rule is applied to the cents.
import { z } from 'zod';
import { GUARANTEE_TIERS, MODEL_CATEGORIES, WAREHOUSE_STATUSES } from '../domain/catalogue';
import { IMPORT_KINDS, IMPORT_PHASES, IMPORT_STATUSES, ROW_ACTIONS } from '../domain/imports';
import { emailField } from './account-recovery';
import { ApiErrorItemSchema } from './errors';
import { FamilyCreateBodySchema, ModelCreateBodySchema } from './catalogue-admin';
import { requiredText, text } from './fields';
import { AccessoryCreateBodySchema, ServiceUpdateBodySchema } from './model-extras';
import { idPathParam } from './params';
import { BackOfficeRoleSchema, StaffRoleSchema } from './user-admin';
import { usernameField } from './users';

/** CatalogXLS: the language of the file's name and its instructions sheet (sheets and columns are stable codes). */
export const CatalogExportQuerySchema = z.object({
  locale: z.enum(['it', 'en']).optional().meta({ description: 'Language of the file name and of its instructions sheet; default from Accept-Language' }),
});

/** A decimal cell: a number, or text with a dot or a comma ("799,50"). */
const decimal = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d{1,9}([.,]\d{1,2})?$/)
    .transform((v) => Number(v.replace(',', '.'))),
]);
/** Euros in a cell, within what the form takes in cents. */
const euros = (cents: z.ZodType<number, number>) => decimal.refine((value) => cents.safeParse(Math.round(value * 100)).success);
/** A code like an EAN may arrive as the number a spreadsheet made of it. */
const digits = z.union([z.string(), z.number().int().min(0).transform(String)]);
/** A yes/no cell: TRUE/FALSE as Excel writes them, or 1/0. */
const flag = z.union([z.boolean(), z.enum(['true', 'false', 'TRUE', 'FALSE', '1', '0']).transform((v) => v.toLowerCase() === 'true' || v === '1')]);

const familyForm = FamilyCreateBodySchema.shape;
const modelForm = ModelCreateBodySchema.shape;
const accessoryForm = AccessoryCreateBodySchema.shape;

export const FamilyRowSchema = z.object({ name: familyForm.name, sortOrder: decimal.pipe(familyForm.sortOrder.unwrap()).default(0) });

export const ModelRowSchema = z.object({
  partNumber: modelForm.partNumber,
  name: modelForm.name,
  brand: modelForm.brand,
  family: familyForm.name,
  category: z.enum(MODEL_CATEGORIES),
  listPrice: euros(modelForm.listPriceCents),
  warehouseStatus: z.enum(WAREHOUSE_STATUSES).default('notSpecified'),
  ean: digits.pipe(modelForm.ean.unwrap().unwrap()).optional(),
  flexEligible: flag.default(false),
  active: flag.default(true),
});

export const AccessoryRowSchema = z.object({
  partNumber: accessoryForm.partNumber,
  name: accessoryForm.name,
  price: euros(accessoryForm.priceCents),
  /** part numbers of the models it fits, comma-separated */
  models: text(20_000)
    .optional()
    .transform((v) => [
      ...new Set(
        (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ]),
});

export const ServiceRowSchema = z.object({
  tier: z.enum(GUARANTEE_TIERS),
  category: z.enum(MODEL_CATEGORIES),
  price: euros(ServiceUpdateBodySchema.shape.priceCents.unwrap()),
});

/**
 * A row of the users sheet: one user's role in one agency (a user in two agencies takes two rows that agree on the
 * e-mail, back-office role and area leader). The fields are those of the users API's body; the agency and the area
 * leader are named, not numbered, so a person can fill them in.
 */
export const UserRowSchema = z.object({
  username: usernameField,
  email: emailField,
  agency: requiredText(200),
  role: StaffRoleSchema,
  backOfficeRole: BackOfficeRoleSchema.optional(),
  areaLeader: usernameField.optional(),
});

export type FamilyRow = z.infer<typeof FamilyRowSchema>;
export type ModelRow = z.infer<typeof ModelRowSchema>;
export type AccessoryRow = z.infer<typeof AccessoryRowSchema>;
export type ServiceRow = z.infer<typeof ServiceRowSchema>;
export type UserRow = z.infer<typeof UserRowSchema>;

/** ImportUserTemplate: empty (the headings alone) or with the users the caller administers, one row per agency role. */
export const UserTemplateQuerySchema = z.object({
  filled: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .meta({ description: 'true: one row per role of each user the caller administers' }),
  locale: z.enum(['it', 'en']).optional().meta({ description: 'Language of the file name and of its instructions sheet; default from Accept-Language' }),
});

export const ImportUploadQuerySchema = z.object({
  kind: z.enum(IMPORT_KINDS).default('catalog'),
  fileName: requiredText(200).meta({ description: "The uploaded file's name, shown in the history", example: 'catalogo-2026-11-24.xlsx' }),
});

export const ImportJobParamsSchema = z.object({ jobId: idPathParam('jobId', '3') });

const Counts = z.object({ created: z.number().int(), changed: z.number().int(), unchanged: z.number().int(), errors: z.number().int() });

export const ImportReportRowSchema = z
  .object({
    sheet: z.string(),
    row: z.number().int().meta({ description: 'The row number the spreadsheet shows' }),
    key: z.string().nullable().meta({ description: 'The part number, name or tier/category the row names' }),
    action: z.enum(ROW_ACTIONS),
    errors: z.array(ApiErrorItemSchema).meta({ description: 'What is wrong, by column (field), in the reader language' }),
  })
  .meta({ id: 'ImportReportRow' });

export const ImportJobSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(IMPORT_KINDS),
    status: z.enum(IMPORT_STATUSES),
    fileName: z.string(),
    fileBytes: z.number().int(),
    user: z.object({ id: z.number().int(), username: z.string() }),
    counts: Counts,
    undoable: z.boolean().meta({
      description: 'The caller may undo it now: the latest committed catalogue import, nothing quoted on and no row it created or changed edited since',
    }),
    progress: z
      .object({
        phase: z.enum(IMPORT_PHASES),
        done: z.number().int().meta({ description: 'Rows read (reading) or applied (applying) so far' }),
        total: z.number().int().nullable().meta({ description: 'Rows to apply; null while the file is still being read' }),
      })
      .nullable()
      .meta({ description: 'While the import runs (reading, applying): how far it got; null once it has finished' }),
    createdAt: z.string().meta({ format: 'date-time' }),
    committedAt: z.string().meta({ format: 'date-time' }).nullable(),
  })
  .meta({ id: 'ImportJobSummary' });

export const ImportJobSchema = ImportJobSummarySchema.extend({ report: z.array(ImportReportRowSchema) }).meta({ id: 'ImportJob' });
export const ImportHistorySchema = z.object({ items: z.array(ImportJobSummarySchema) }).meta({ id: 'ImportHistory' });
