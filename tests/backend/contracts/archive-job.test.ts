// The automatic archiving (docs/domain.md) with a clock: refused contracts after
// archiveRefusedContractDays, drafts after archivedDraftContractDays, counted
// from their last change; idempotent, safe when two instances run together
// (on PostgreSQL only one of them does the work: an advisory lock), and
// scheduled nightly on the job queue (backend/jobs/scheduler.ts).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contracts, systemParameters } from '@/backend/db/schema';
import { ARCHIVING_LOCK_KEY, archiveStaleContracts, runArchivingOnce } from '@/backend/jobs/auto-archive';
import { ARCHIVE_CONTRACTS, ARCHIVING_CRON } from '@/backend/jobs/scheduler';
import { rowsOf } from '@/backend/db/rows';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';

const DAY = 86_400_000;

describe('automatic archiving', () => {
  let t: ContractsTestApp;
  let ids: number[];
  const now = new Date('2030-06-15T02:00:00Z');

  beforeAll(async () => {
    t = await setupContractsApp();
    ids = (await t.db.select({ id: contracts.id }).from(contracts).orderBy(contracts.id).limit(5)).map((r) => r.id);
  });
  afterAll(() => t.close());

  // Five contracts with known ages: refused 31 and 29 days, draft 61 and 59 days, a draft_with_notes 90 days;
  // every other one touched "now", so only these can qualify.
  beforeEach(async () => {
    await t.db.update(contracts).set({ archived: false, archivedAt: null, lastStatusChangeAt: now, updatedAt: now });
    const set = (id: number, status: 'refused' | 'draft' | 'draft_with_notes', days: number) => {
      const at = new Date(now.getTime() - days * DAY);
      return t.db.update(contracts).set({ status, lastStatusChangeAt: at, updatedAt: at }).where(eq(contracts.id, id));
    };
    await set(ids[0]!, 'refused', 31);
    await set(ids[1]!, 'refused', 29);
    await set(ids[2]!, 'draft', 61);
    await set(ids[3]!, 'draft', 59);
    await set(ids[4]!, 'draft_with_notes', 90);
  });

  const archivedIds = async () =>
    (await t.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.archived, true))).map((r) => r.id).sort((a, b) => a - b);

  it('archives refused contracts after 30 days and drafts after 60, nothing else', async () => {
    expect(await archiveStaleContracts(t.db, now)).toEqual({ refused: 1, drafts: 1 });
    expect(await archivedIds()).toEqual([ids[0]!, ids[2]!].sort((a, b) => a - b));
    const [row] = await t.db.select({ archivedAt: contracts.archivedAt }).from(contracts).where(eq(contracts.id, ids[0]!));
    expect(row!.archivedAt?.toISOString()).toBe(now.toISOString());
  });

  it('changes nothing when run again, and takes the others once their time has come', async () => {
    await archiveStaleContracts(t.db, now);
    expect(await archiveStaleContracts(t.db, now)).toEqual({ refused: 0, drafts: 0 });
    expect(await archiveStaleContracts(t.db, new Date(now.getTime() + 2 * DAY))).toEqual({ refused: 1, drafts: 1 });
  });

  it('reads the delays from system_parameters', async () => {
    await t.db.update(systemParameters).set({ value: 100 }).where(eq(systemParameters.key, 'archiveRefusedContractDays'));
    expect((await archiveStaleContracts(t.db, now)).refused).toBe(0);
    await t.db.update(systemParameters).set({ value: 30 }).where(eq(systemParameters.key, 'archiveRefusedContractDays'));
  });

  it('archives each contract once when several instances run at the same moment', async () => {
    const results = await Promise.all([archiveStaleContracts(t.db, now), archiveStaleContracts(t.db, now), archiveStaleContracts(t.db, now)]);
    expect(results.reduce((sum, r) => sum + r.refused + r.drafts, 0)).toBe(2);
  });

  it('does the work in one run of several started together, under the job lock', async () => {
    const results = await Promise.all([runArchivingOnce(t.db, now), runArchivingOnce(t.db, now), runArchivingOnce(t.db, now)]);
    // A run that found the lock taken skips (null); one that came after the winner finds nothing left.
    const working = results.filter((r) => r !== null && r.refused + r.drafts > 0);
    expect(working).toEqual([{ refused: 1, drafts: 1 }]);
    expect(await archivedIds()).toEqual([ids[0]!, ids[2]!].sort((a, b) => a - b));
  });

  // PGlite has one connection, so no second session can hold the lock there (one process owns it anyway):
  // this case exists on PostgreSQL, where npm test runs the backend suite a second time.
  if (process.env.TEST_DATABASE_URL)
    it('skips while another process holds the job lock (PostgreSQL)', async () => {
      let whileHeld: Awaited<ReturnType<typeof runArchivingOnce>> | undefined;
      await t.db.transaction(async (other) => {
        await other.execute(sql`select pg_advisory_xact_lock(${ARCHIVING_LOCK_KEY})`);
        whileHeld = await runArchivingOnce(t.db, now); // another pooled connection: another process, as far as locks go
      });
      expect(whileHeld).toBeNull();
      expect(await archivedIds()).toEqual([]);
      expect(await runArchivingOnce(t.db, now)).toEqual({ refused: 1, drafts: 1 });
    });

  it('does not archive again a contract someone unarchived, until its time has come again', async () => {
    const later = new Date(now.getTime() + 5 * DAY);
    await archiveStaleContracts(t.db, now);
    await t.db.update(contracts).set({ archived: false, updatedAt: later }).where(eq(contracts.id, ids[0]!));
    const archived = async () => (await archivedIds()).includes(ids[0]!);
    await archiveStaleContracts(t.db, new Date(later.getTime() + DAY));
    expect(await archived()).toBe(false);
    await archiveStaleContracts(t.db, new Date(later.getTime() + 31 * DAY));
    expect(await archived()).toBe(true);
  });

  it("runs as the nightly job of the queue, with the app's clock", async () => {
    t.clock.advance(now.getTime() - t.clock.now().getTime());
    await t.queue.send(ARCHIVE_CONTRACTS, {});
    await vi.waitFor(async () => expect(await archivedIds()).toEqual([ids[0]!, ids[2]!].sort((a, b) => a - b)), { timeout: 10_000, interval: 50 });
    // One schedule in pg-boss's table (docs/deploy.md), whichever instance registered it.
    const schedules = rowsOf<{ name: string; cron: string; timezone: string }>(
      await t.db.execute(sql`select name, cron, timezone from pgboss.schedule where name = ${ARCHIVE_CONTRACTS.name}`),
    );
    expect(schedules).toEqual([{ name: 'contracts.archive', cron: ARCHIVING_CRON, timezone: 'Europe/Rome' }]);
  });
});
