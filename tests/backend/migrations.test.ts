import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemParameters } from '@/backend/db/schema';
import { type TestDatabase, createTestDatabase } from '../support/backend/test-db';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.drop());

  // Both drivers answer raw queries with { rows }; the shared Drizzle type leaves it unknown.
  const rowsOf = async <T>(query: SQL) => ((await database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('apply on an empty database and create every table', async () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    await database.handle.migrate();
    const rows = await rowsOf<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    expect(rows.map((r) => r.table_name)).toEqual([
      'accessories',
      'agencies',
      'agency_slugs',
      'api_keys',
      'audit_log',
      'business_types',
      'companies',
      'company_registry',
      'contract_documents',
      'contract_end_of_term',
      'contract_items',
      'contract_milestones',
      // a view: the order status, defined once (migration 0017)
      'contract_order_progress',
      'contract_products',
      'contract_status_history',
      'contracts',
      'credit_decisions',
      'credit_providers',
      'email_confirmation_tokens',
      'end_of_term_reminders',
      'families',
      'financing_durations',
      'guarantee_services',
      'import_jobs',
      'login_attempts',
      'model_accessories',
      'open_quotes',
      'password_reset_tokens',
      'product_models',
      'rate_factors',
      'refresh_tokens',
      'request_throttle',
      'shipping_destinations',
      'signers',
      'stats_contract_extras',
      'stats_contract_facts',
      'stats_contract_models',
      'stats_status_norms',
      'supplier_order_units',
      'supplier_orders',
      'system_parameters',
      'ticket_attachments',
      'ticket_events',
      'tickets',
      'user_agency_roles',
      'users',
      'warranty_questions',
      'webhook_attempts',
      'webhook_deliveries',
      'webhook_endpoints',
      'webhook_events',
    ]);
  });

  it('seed the system parameters', async () => {
    const rows = await database.handle.db.select({ key: systemParameters.key, value: systemParameters.value }).from(systemParameters);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual({
      archiveRefusedContractDays: 30,
      archivedDraftContractDays: 60,
      scoreKO: 40,
      scoreProviderSC: 70,
      activityMinMonths: 24,
      endOfTermNoticeDays: 90,
      endOfTermReminder1Days: 60,
      endOfTermReminder2Days: 30,
      endOfTermReminder3Days: 7,
      endOfTermResidualPercent: 20,
    });
  });

  it('seed the catalogue reference data', async () => {
    const counts = await rowsOf<{ durations: string; providers: string; factors: number; services: number; business: number }>(sql`
      select
        (select string_agg(months::text, ',' order by months) from financing_durations) as durations,
        (select string_agg(code, ',' order by code) from credit_providers) as providers,
        (select count(*)::int from rate_factors) as factors,
        (select count(*)::int from guarantee_services) as services,
        (select count(*)::int from business_types) as business`);
    expect(counts[0]).toEqual({ durations: '24,36,48,60', providers: 'BNP,DLL,GRENKE', factors: 36, services: 12, business: 14 });
    const gold = await rowsOf<{ category: string; fee: number }>(
      sql`select category::text, (terms->'handlingFee'->>'amount')::int as fee from guarantee_services where tier = 'GOLD' order by category`,
    );
    expect(gold).toEqual([
      { category: 'camera', fee: 138 },
      { category: 'notebook', fee: 138 },
      { category: 'smartphone', fee: 48 },
      { category: 'tablet', fee: 48 },
    ]);
  });

  it('are a no-op when applied again', async () => {
    await database.handle.migrate();
    const rows = await rowsOf<{ n: number }>(sql`select count(*)::int as n from system_parameters`);
    expect(rows[0]?.n).toBe(10);
    const factors = await rowsOf<{ n: number }>(sql`select count(*)::int as n from rate_factors`);
    expect(factors[0]?.n).toBe(36);
  });

  it('enforce case-insensitive unique usernames', async () => {
    const db = database.handle.db;
    await db.execute(sql`insert into users (username, email, password_hash) values ('Mario', 'mario@example.com', 'x')`);
    await expect(db.execute(sql`insert into users (username, email, password_hash) values ('mario', 'other@example.com', 'x')`)).rejects.toThrow();
  });
});
