// The first run on a database without accounts: the start-up says how to go
// on, and `npm run admin:create` (createFirstSuperAdmin) makes the first
// superadministrator with a single-use link, never a password anyone knows;
// once one exists the command refuses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '@/core/company';
import { auditLog, userAgencyRoles, users } from '@/backend/db/schema';
import { NO_ACCOUNT_HINT, prepareDatabase } from '@/backend/prepare-database';
import { FirstSuperAdminRefused, createFirstSuperAdmin } from '@/backend/user-management/first-superadmin';
import { TEST_CONFIG, type TestApp, setupTestApp } from '../../support/backend/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ seed: false });
});
afterAll(() => t.close());

describe('a database without accounts', () => {
  it('says at start-up that nobody can sign in and which command to run, and seeds nothing when told not to', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await prepareDatabase({ kind: 'pglite', db: t.db, migrate: async () => undefined, close: async () => undefined } as never, {
        ...TEST_CONFIG,
        seedDemoData: 'never',
      });
      expect(warn).toHaveBeenCalledWith(NO_ACCOUNT_HINT);
      expect(NO_ACCOUNT_HINT).toContain('npm run admin:create');
      expect((await t.db.select().from(users)).length).toBe(0);
    } finally {
      warn.mockRestore();
    }
    expect((await t.login('superadmin')).status).toBe(401);
  });

  it('creates the first superadministrator with a single-use link; no password works until its owner chooses one', async () => {
    const { userId, token, agency } = await createFirstSuperAdmin(t.db, { username: 'root.admin', email: 'Root@Example.com' }, new Date());
    expect(agency).toBe(COMPANY.name);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ username: 'root.admin', backOfficeRole: 'Administrator', emailConfirmedAt: null });
    expect(await t.db.select({ role: userAgencyRoles.role }).from(userAgencyRoles).where(eq(userAgencyRoles.userId, userId))).toEqual([
      { role: 'superAdministrator' },
    ]);
    for (const guess of ['', 'admin', 'password', 'Password1!', 'root.admin']) expect((await t.login('root.admin', guess)).status).not.toBe(200);

    const reset = await t.api.post('/api/Account/ResetPassword', { json: { token, password: 'Primo2026!', confirmPassword: 'Primo2026!' } });
    expect(reset.status, String(reset)).toBe(204);
    const { accessToken } = await t.signIn('root.admin', 'Primo2026!');
    const [membership] = (await t.api.get('/api/Account/Agencies', { token: accessToken })).body;
    const agencies = await t.api.get('/api/Agency', { token: accessToken, agencyId: membership!.agency.id });
    expect(agencies.status).toBe(200);
    // the link was single-use
    expect((await t.api.post('/api/Account/ResetPassword', { json: { token, password: 'Altro2026!', confirmPassword: 'Altro2026!' } })).status).toBe(400);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(audit).toMatchObject({ entity: 'user', action: 'create', actorName: 'npm run admin:create' });
    expect(JSON.stringify(audit!.changes)).not.toMatch(/password|hash/i);
  });

  it('refuses once a superadministrator exists, and refuses invalid input without writing', async () => {
    await expect(createFirstSuperAdmin(t.db, { username: 'second.admin', email: 'second@example.com' }, new Date())).rejects.toThrow(FirstSuperAdminRefused);
    await expect(createFirstSuperAdmin(t.db, { username: 'x', email: 'not-an-email' }, new Date())).rejects.toThrow(/Invalid username, email/);
    expect((await t.db.select().from(users)).map((u) => u.username)).toEqual(['root.admin']);
  });
});
