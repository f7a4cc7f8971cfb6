// A running import's state is its job row: a page reloaded while a file is
// read or applied polls GET /api/Import/XLS/{id} and finds the phase, with
// the row count of the process running it; a running job is not committed
// again, and a finished one shows no progress.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_HEADER } from '@/backend/auth/actor';
import { importJobs, users } from '@/backend/db/schema';
import { importProgress } from '@/backend/imports/progress';
import { XLSX_TYPE } from '@/backend/spreadsheets/stream-writer';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';

describe('import progress', () => {
  let t: CatalogueApp;
  let smartcom: number;
  let adminId: number;
  beforeAll(async () => {
    t = await setupCatalogueApp();
    smartcom = await t.agencyId('SmartCom');
    adminId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0]!.id;
  }, 60_000);
  afterAll(() => t.close());

  const admin = () => ({ as: 'admin', agencyId: smartcom });
  const job = async (jobId: number) => (await t.api.get('/api/Import/XLS/{jobId}', { params: { jobId }, ...admin() })).body;
  const jobs = async () => (await t.api.get('/api/Import/XLS', admin())).body;
  const runningJob = async (status: 'reading' | 'applying') =>
    (
      await t.db
        .insert(importJobs)
        .values({
          kind: 'catalog',
          status,
          agencyId: smartcom,
          userId: adminId,
          fileName: 'grande.xlsx',
          fileBytes: 9_000_000,
          counts: { created: 0, changed: 0, unchanged: 0, errors: 0 },
          report: [],
          rows: status === 'applying' ? { families: [], models: [], accessories: [], services: [] } : null,
        })
        .returning({ id: importJobs.id })
    )[0]!.id;

  it('answers a running job with its phase and, from the process running it, how many rows it has done', async () => {
    const id = await runningJob('reading');
    const unknown = await job(id);
    // Another process (or one restarted) knows the phase alone.
    expect(unknown).toMatchObject({ status: 'reading', progress: { phase: 'reading', done: 0, total: null } });
    importProgress.start(id, 'reading');
    importProgress.advance(id, 1_500);
    expect((await job(id)).progress).toEqual({ phase: 'reading', done: 1_500, total: null });
    importProgress.finish(id);
    const history = await jobs();
    expect(history.items.find((j) => j.id === id)).toMatchObject({ status: 'reading', progress: { phase: 'reading' } });
  });

  it('does not commit a job that is being applied, and shows applying with its total', async () => {
    const id = await runningJob('applying');
    importProgress.start(id, 'applying', 10_000);
    importProgress.advance(id, 2_500);
    try {
      expect((await t.api.post('/api/Import/XLS/{jobId}/commit', { params: { jobId: id }, ...admin() })).status).toBe(409);
      expect((await job(id)).progress).toEqual({ phase: 'applying', done: 2_500, total: 10_000 });
    } finally {
      importProgress.finish(id);
    }
  });

  it('removes a dry run that has been reading for longer than any file takes (its process is gone) at the next dry run', async () => {
    const stale = await runningJob('reading');
    await t.db
      .update(importJobs)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(importJobs.id, stale));
    const fresh = await runningJob('reading');
    // the catalogue export is a file: read raw
    const exported = await t.request('admin', `/api/Agency/${smartcom}/CatalogXLS`, { headers: { [AGENCY_HEADER]: String(smartcom) } });
    const upload = await t.api.post('/api/Import/XLS', {
      query: { fileName: 'vuoto.xlsx' },
      ...admin(),
      headers: { 'content-type': XLSX_TYPE },
      body: await exported.arrayBuffer(),
    });
    expect(upload.status).toBe(201);
    const left = await t.db.select({ id: importJobs.id }).from(importJobs);
    expect(left.map((j) => j.id)).not.toContain(stale);
    expect(left.map((j) => j.id)).toContain(fresh);
  });

  it('shows no progress once a job has finished', async () => {
    const history = await jobs();
    for (const job of history.items.filter((j) => j.status !== 'reading' && j.status !== 'applying')) expect(job.progress).toBeNull();
  });
});
