// One import's life: the dry run (every check, the per-row report, nothing
// written but the job itself), the commit (the checked rows applied in one
// transaction, or nothing), and the history. Two kinds: the catalogue, shared
// by every agency, which only the back office (superadministrator,
// administrator) imports; and the users, which whoever creates users on the
// users page imports within their own scope. The job's row says whether it
// is still reading or applying, so a page reloaded meanwhile finds it again.
import { and, desc, eq, gt, isNotNull, lt, notExists, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type ImportKind, RUNNING_IMPORT_STATUSES, STALE_READING_MS } from '../../core/domain/imports';
import { holds } from '../../core/capabilities';
import type { ImportJobSchema, ImportJobSummarySchema, ImportUploadQuerySchema } from '../../core/schemas/imports';
import type { Viewer } from '../auth/actor';
import type { Database } from '../db/client';
import { type User, importJobs, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError, errorItems } from '../http/errors';
import type { Locale } from '../i18n';
import type { MailDeps } from '../mail';
import { readWorkbook } from '../spreadsheets/read-workbook';
import { checkXlsx } from '../spreadsheets/xlsx-guard';
import { inviteByMail } from '../user-management/write';
import { type EmailChange, noticeEmailChanged } from '../user-management/email-change-notice';
import { type CatalogUndo, applyCatalog } from './catalog-apply';
import { CATALOG_SHEETS } from './catalog-layout';
import { catalogueNow, planCatalog } from './catalog-plan';
import { type CatalogRows, type ReportEntry, checkCatalogRows } from './catalog-rows';
import { revertCatalog, undoRefusal } from './catalog-undo';
import { importProgress } from './progress';
import { type Invitation, applyUsers } from './users-apply';
import { type ImportCaller, looseRowErrors, planUsers, usersNow } from './users-plan';
import { type UserRows, checkUserRows } from './users-rows';

type Job = z.infer<typeof ImportJobSchema>;
type Summary = z.infer<typeof ImportJobSummarySchema>;
type Counts = Summary['counts'];

const SHEET_ORDER: string[] = Object.values(CATALOG_SHEETS).map((s) => s.name);

/** The caller's import rights and who they are: the users import weighs every row against them. */
export interface ImportActor {
  viewer: Viewer;
  user: Pick<User, 'id' | 'username' | 'backOfficeRole'>;
}

const callerOf = ({ viewer, user }: ImportActor): ImportCaller => ({ actor: viewer.actor, user });

/** The catalogue: the back office; the users: whoever imports files and creates users on the users page. */
export function canImport(viewer: Viewer, kind: ImportKind): boolean {
  return holds({ role: viewer.actor.role }, kind === 'catalog' ? 'imports.catalogue' : 'imports.users');
}

export function mayImport(viewer: Viewer, kind: ImportKind): void {
  if (!canImport(viewer, kind)) throw new ApiError(403, 'forbidden');
}

/** The imports a caller may read: every one for the back office, their own agency's users imports for agency staff. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (holds({ role: viewer.actor.role }, 'imports.catalogue')) return undefined;
  mayImport(viewer, 'users');
  return and(eq(importJobs.kind, 'users'), eq(importJobs.agencyId, viewer.actor.agencyId));
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

/** A running job's progress as this process knows it; another process knows the phase alone. */
function progressOf(row: Pick<SummaryRow, 'id' | 'status'>): Summary['progress'] {
  if (!RUNNING_IMPORT_STATUSES.includes(row.status)) return null;
  return importProgress.of(row.id) ?? { phase: row.status === 'applying' ? 'applying' : 'reading', done: 0, total: null };
}

const summaryOf = ({ userId, username, counts, createdAt, committedAt, ...row }: SummaryRow, undoable = false): Summary => ({
  ...row,
  undoable,
  user: { id: userId, username },
  counts: counts as Counts,
  progress: progressOf(row),
  createdAt: createdAt.toISOString(),
  committedAt: committedAt?.toISOString() ?? null,
});

/** The report in the reader's language: each error with its message. */
const worded = (report: ReportEntry[], locale: Locale): Job['report'] => report.map((row) => ({ ...row, errors: errorItems(row.errors, locale) }));

/** Whether the viewer may undo the import now: theirs to import, and nothing refuses it (./catalog-undo.ts). */
async function undoableNow(db: Database, viewer: Viewer, row: Pick<SummaryRow, 'id' | 'kind' | 'status' | 'committedAt'>): Promise<boolean> {
  if (row.kind !== 'catalog' || row.status !== 'committed' || !canImport(viewer, 'catalog')) return false;
  const [job] = await db.select({ undo: importJobs.undo }).from(importJobs).where(eq(importJobs.id, row.id));
  return (await undoRefusal(db, { ...row, undo: job?.undo })) === null;
}

async function jobOf(db: Database, viewer: Viewer, jobId: number, locale: Locale, scope?: SQL): Promise<Job> {
  const [row] = await db
    .select({ ...SUMMARY, report: importJobs.report })
    .from(importJobs)
    .innerJoin(users, eq(users.id, importJobs.userId))
    .where(and(eq(importJobs.id, jobId), scope));
  if (!row) throw new ApiError(404, 'not_found');
  return { ...summaryOf(row, await undoableNow(db, viewer, row)), report: worded(row.report as ReportEntry[], locale) };
}

/** The rows of a file checked and weighed against the database: what the job stores and reports. */
async function checkFile(db: Database, caller: ImportActor, kind: ImportKind, bytes: Uint8Array, jobId: number) {
  const sheets = await readWorkbook(bytes, undefined, (read) => importProgress.advance(jobId, read));
  if (kind === 'users') {
    const { rows, report: invalid, loose } = checkUserRows(sheets);
    const now = await usersNow(db, rows);
    for (const { entry, input } of loose) entry.errors.push(...looseRowErrors(input, entry.errors, now, callerOf(caller)));
    const { report: planned } = planUsers(rows, now, callerOf(caller));
    return { rows: rows as unknown, report: [...invalid, ...planned].sort((a, b) => a.row - b.row) };
  }
  const { rows, report: invalid } = checkCatalogRows(sheets);
  const report = [...invalid, ...planCatalog(rows, await catalogueNow(db))].sort(
    (a, b) => SHEET_ORDER.indexOf(a.sheet) - SHEET_ORDER.indexOf(b.sheet) || a.row - b.row,
  );
  return { rows: rows as unknown, report };
}

export async function dryRun(
  db: Database,
  caller: ImportActor,
  bytes: Uint8Array,
  query: z.infer<typeof ImportUploadQuerySchema>,
  locale: Locale,
): Promise<Job> {
  const { actor } = caller.viewer;
  mayImport(caller.viewer, query.kind);
  await checkXlsx(bytes);
  await db.delete(importJobs).where(and(eq(importJobs.status, 'reading'), lt(importJobs.createdAt, new Date(Date.now() - STALE_READING_MS))));
  // The job exists while the file is read, so a reloaded page finds it running.
  const [job] = await db
    .insert(importJobs)
    .values({
      kind: query.kind,
      status: 'reading',
      agencyId: actor.agencyId,
      userId: actor.userId,
      fileName: query.fileName,
      fileBytes: bytes.byteLength,
      counts: countsOf([]),
      report: [],
    })
    .returning({ id: importJobs.id });
  const jobId = job!.id;
  importProgress.start(jobId, 'reading');
  try {
    const { rows, report } = await checkFile(db, caller, query.kind, bytes, jobId);
    const counts = countsOf(report);
    await db
      .update(importJobs)
      .set({ status: counts.errors > 0 ? 'failed' : 'checked', counts, report, rows: counts.errors > 0 ? null : rows })
      .where(eq(importJobs.id, jobId));
  } catch (error) {
    // A refused file (a formula, too many rows, the wrong template) is no import: it leaves no job behind.
    await db.delete(importJobs).where(eq(importJobs.id, jobId));
    throw error;
  } finally {
    importProgress.finish(jobId);
  }
  return jobOf(db, caller.viewer, jobId, locale);
}

const newer = alias(importJobs, 'newer');

/**
 * Applies a clean dry run, once: the job is claimed (checked → applying) in
 * one statement, so a second commit of the same job finds it taken. A later
 * dry run of the same kind (for users, in the same agency) supersedes it:
 * the newer file is what the user last checked.
 */
export async function commitImport(deps: Pick<AppDeps, 'db' | 'clock'>, mail: MailDeps, caller: ImportActor, jobId: number, locale: Locale): Promise<Job> {
  const { db } = deps;
  const scope = visibleTo(caller.viewer);
  const [found] = await db
    .select({ kind: importJobs.kind, rows: importJobs.rows })
    .from(importJobs)
    .where(and(eq(importJobs.id, jobId), scope));
  if (!found) throw new ApiError(404, 'not_found');
  mayImport(caller.viewer, found.kind);
  const superseding = db
    .select({ id: newer.id })
    .from(newer)
    .where(and(eq(newer.kind, importJobs.kind), gt(newer.id, importJobs.id), found.kind === 'users' ? eq(newer.agencyId, importJobs.agencyId) : undefined));
  const [claimed] = await db
    .update(importJobs)
    .set({ status: 'applying' })
    .where(and(eq(importJobs.id, jobId), eq(importJobs.status, 'checked'), isNotNull(importJobs.rows), notExists(superseding)))
    .returning({ id: importJobs.id });
  if (!claimed) throw new ApiError(409, 'import_not_ready');

  const rows = found.rows as CatalogRows | UserRows;
  const total = Array.isArray(rows) ? rows.length : Object.values(rows).reduce((n, list) => n + list.length, 0);
  importProgress.start(jobId, 'applying', total);
  const advance = (done: number) => importProgress.advance(jobId, done);
  let invitations: Invitation[] = [];
  let emailChanges: EmailChange[] = [];
  try {
    await db.transaction(async (tx) => {
      const now = deps.clock();
      const applied =
        found.kind === 'users' ? await applyUsers(tx, rows as UserRows, callerOf(caller), now, advance) : await applyCatalog(tx, rows as CatalogRows, advance);
      if ('invitations' in applied) ({ invitations, emailChanges } = applied);
      await tx
        .update(importJobs)
        .set({
          status: 'committed',
          committedAt: now,
          report: applied.report,
          counts: countsOf(applied.report),
          rows: null,
          undo: 'undo' in applied ? applied.undo : null,
        })
        .where(eq(importJobs.id, jobId));
    });
  } catch (error) {
    // Nothing was applied: the job is checked again, and may be committed once what stopped it is fixed.
    await db.update(importJobs).set({ status: 'checked' }).where(eq(importJobs.id, jobId));
    throw error;
  } finally {
    importProgress.finish(jobId);
  }
  // The same invitation the users page sends; only once the users exist.
  for (const invitation of invitations) void inviteByMail(mail, { ...invitation, locale });
  for (const change of emailChanges) void noticeEmailChanged(mail, change, locale);
  return jobOf(db, caller.viewer, jobId, locale);
}

/**
 * Reverts the latest committed catalogue import, in one transaction, while
 * nothing has moved on from it (./catalog-undo.ts): 409 import_not_undoable
 * once it is not the latest or has been quoted on, import_rows_changed once a
 * row it wrote has been changed since. A users import is never undone: its
 * invitations have been e-mailed and cannot be called back; the users page
 * edits or deactivates each user.
 */
export async function undoImport(db: Database, viewer: Viewer, jobId: number, locale: Locale): Promise<Job> {
  const scope = visibleTo(viewer);
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.id, jobId), scope))
      .for('update');
    if (!job) throw new ApiError(404, 'not_found');
    mayImport(viewer, job.kind);
    const refusal = await undoRefusal(tx, job);
    if (refusal) throw new ApiError(409, refusal);
    await revertCatalog(tx, job.undo as CatalogUndo);
    await tx.update(importJobs).set({ status: 'undone', undo: null }).where(eq(importJobs.id, job.id));
  });
  return jobOf(db, viewer, jobId, locale);
}

export async function importJob(db: Database, viewer: Viewer, jobId: number, locale: Locale): Promise<Job> {
  return jobOf(db, viewer, jobId, locale, visibleTo(viewer));
}

export async function importHistory(db: Database, viewer: Viewer): Promise<{ items: Summary[] }> {
  const rows = await db
    .select(SUMMARY)
    .from(importJobs)
    .innerJoin(users, eq(users.id, importJobs.userId))
    .where(visibleTo(viewer))
    .orderBy(desc(importJobs.id))
    .limit(50);
  // Only the latest committed catalogue import can be undone: the one row worth asking about.
  const candidate = rows.find((row) => row.kind === 'catalog' && row.status === 'committed');
  const undoable = candidate !== undefined && (await undoableNow(db, viewer, candidate));
  return { items: rows.map((row) => summaryOf(row, undoable && row === candidate)) };
}
