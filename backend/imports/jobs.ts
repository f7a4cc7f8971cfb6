// One import's life: the dry run (every check, the per-row report, nothing
// written but the job itself), the commit (the checked rows applied in one
// transaction, or nothing), and the history. The catalogue is shared by every
// agency, so only the back office (superadministrator, administrator)
// imports it.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { ImportJobSchema, ImportJobSummarySchema, ImportUploadQuerySchema } from '../../core/schemas/imports';
import { isAdminRole } from '../../core/roles';
import type { Viewer } from '../auth/actor';
import type { Database } from '../db/client';
import { importJobs, users } from '../db/schema';
import { ApiError, errorItems } from '../http/errors';
import type { Locale } from '../i18n';
import { readWorkbook } from '../spreadsheets/read-workbook';
import { checkXlsx } from '../spreadsheets/xlsx-guard';
import { type CatalogUndo, applyCatalog } from './catalog-apply';
import { CATALOG_SHEETS } from './catalog-layout';
import { catalogueNow, planCatalog } from './catalog-plan';
import { type CatalogRows, type ReportEntry, checkCatalogRows } from './catalog-rows';
import { revertCatalog } from './catalog-undo';

type Job = z.infer<typeof ImportJobSchema>;
type Summary = z.infer<typeof ImportJobSummarySchema>;
type Counts = Summary['counts'];

const SHEET_ORDER: string[] = Object.values(CATALOG_SHEETS).map((s) => s.name);

function mayImportCatalog(viewer: Viewer): void {
  if (!isAdminRole(viewer.actor.role)) throw new ApiError(403, 'forbidden');
}

function countsOf(report: ReportEntry[]): Counts {
  const counts = { created: 0, changed: 0, unchanged: 0, errors: 0 };
  for (const row of report)
    counts[row.action === 'create' ? 'created' : row.action === 'change' ? 'changed' : row.action === 'unchanged' ? 'unchanged' : 'errors'] += 1;
  return counts;
}

const SUMMARY = {
  id: importJobs.id,
  kind: importJobs.kind,
  status: importJobs.status,
  fileName: importJobs.fileName,
  fileBytes: importJobs.fileBytes,
  userId: importJobs.userId,
  username: users.username,
  counts: importJobs.counts,
  createdAt: importJobs.createdAt,
  committedAt: importJobs.committedAt,
};

interface SummaryRow {
  id: number;
  kind: Summary['kind'];
  status: Summary['status'];
  fileName: string;
  fileBytes: number;
  userId: number;
  username: string;
  counts: unknown;
  createdAt: Date;
  committedAt: Date | null;
}

const summaryOf = ({ userId, username, counts, createdAt, committedAt, ...row }: SummaryRow): Summary => ({
  ...row,
  user: { id: userId, username },
  counts: counts as Counts,
  createdAt: createdAt.toISOString(),
  committedAt: committedAt?.toISOString() ?? null,
});

/** The report in the reader's language: each error with its message. */
const worded = (report: ReportEntry[], locale: Locale): Job['report'] => report.map((row) => ({ ...row, errors: errorItems(row.errors, locale) }));

async function jobOf(db: Database, jobId: number, locale: Locale): Promise<Job> {
  const [row] = await db
    .select({ ...SUMMARY, report: importJobs.report })
    .from(importJobs)
    .innerJoin(users, eq(users.id, importJobs.userId))
    .where(eq(importJobs.id, jobId));
  if (!row) throw new ApiError(404, 'not_found');
  return { ...summaryOf(row), report: worded(row.report as ReportEntry[], locale) };
}

export async function dryRun(db: Database, viewer: Viewer, bytes: Uint8Array, query: z.infer<typeof ImportUploadQuerySchema>, locale: Locale): Promise<Job> {
  mayImportCatalog(viewer);
  await checkXlsx(bytes);
  const { rows, report: invalid } = checkCatalogRows(await readWorkbook(bytes));
  const report = [...invalid, ...planCatalog(rows, await catalogueNow(db))].sort(
    (a, b) => SHEET_ORDER.indexOf(a.sheet) - SHEET_ORDER.indexOf(b.sheet) || a.row - b.row,
  );
  const counts = countsOf(report);
  const [job] = await db
    .insert(importJobs)
    .values({
      kind: query.kind,
      status: counts.errors > 0 ? 'failed' : 'checked',
      agencyId: viewer.actor.agencyId,
      userId: viewer.actor.userId,
      fileName: query.fileName,
      fileBytes: bytes.byteLength,
      counts,
      report,
      rows: counts.errors > 0 ? null : rows,
    })
    .returning({ id: importJobs.id });
  return jobOf(db, job!.id, locale);
}

/**
 * Applies a clean dry run, once: the job row is locked, so a second commit
 * of the same job waits and then finds it committed. A later dry run of the
 * same kind supersedes it (the newer file is what the user last checked).
 */
export async function commitImport(db: Database, viewer: Viewer, jobId: number, locale: Locale): Promise<Job> {
  mayImportCatalog(viewer);
  await db.transaction(async (tx) => {
    const [job] = await tx.select().from(importJobs).where(eq(importJobs.id, jobId)).for('update');
    if (!job) throw new ApiError(404, 'not_found');
    const [newer] = await tx
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(and(eq(importJobs.kind, job.kind), gt(importJobs.id, job.id)))
      .limit(1);
    if (job.status !== 'checked' || !job.rows || newer) throw new ApiError(409, 'import_not_ready');
    const { report, undo } = await applyCatalog(tx, job.rows as CatalogRows);
    await tx
      .update(importJobs)
      .set({ status: 'committed', committedAt: new Date(), report, counts: countsOf(report), rows: null, undo })
      .where(eq(importJobs.id, job.id));
  });
  return jobOf(db, jobId, locale);
}

/**
 * Reverts the latest committed import of its kind, in one transaction, while
 * nothing it created or changed has been quoted since (import_not_undoable).
 */
export async function undoImport(db: Database, viewer: Viewer, jobId: number, locale: Locale): Promise<Job> {
  mayImportCatalog(viewer);
  await db.transaction(async (tx) => {
    const [job] = await tx.select().from(importJobs).where(eq(importJobs.id, jobId)).for('update');
    if (!job) throw new ApiError(404, 'not_found');
    const [newer] = await tx
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(and(eq(importJobs.kind, job.kind), eq(importJobs.status, 'committed'), gt(importJobs.id, job.id)))
      .limit(1);
    if (job.status !== 'committed' || !job.undo || !job.committedAt || newer) throw new ApiError(409, 'import_not_undoable');
    await revertCatalog(tx, job.undo as CatalogUndo, job.committedAt);
    await tx.update(importJobs).set({ status: 'undone', undo: null }).where(eq(importJobs.id, job.id));
  });
  return jobOf(db, jobId, locale);
}

export async function importJob(db: Database, viewer: Viewer, jobId: number, locale: Locale): Promise<Job> {
  mayImportCatalog(viewer);
  return jobOf(db, jobId, locale);
}

export async function importHistory(db: Database, viewer: Viewer): Promise<{ items: Summary[] }> {
  mayImportCatalog(viewer);
  const rows = await db.select(SUMMARY).from(importJobs).innerJoin(users, eq(users.id, importJobs.userId)).orderBy(desc(importJobs.id)).limit(50);
  return { items: rows.map(summaryOf) };
}
