// The contracts list's product filters (the statistics' drill-down lands on
// them): contracts with a product line of a model or of a family's model, or
// with an accessory, counted here from the items themselves.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/backend/db/rows';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';

let t: ContractsTestApp;
beforeAll(async () => {
  t = await setupContractsApp();
}, 60_000);
afterAll(() => t.close());

/** The list's total for the filters, as the superadministrator over every agency and archived ones too. */
const listed = async (filters: Record<string, number>) => {
  const params = new URLSearchParams({ archived: 'all', pageSize: '1' });
  for (const [key, value] of Object.entries(filters)) params.set(key, String(value));
  const response = await t.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: t.agency['SmartCom']! }, query: params, as: 'superadmin' });
  expect(response.status, String(params)).toBe(200);
  return response.body.total;
};

describe('contracts list product filters', () => {
  it('filters the contracts list by model, family and accessory as the items say', async () => {
    const items = rowsOf<{ contract_id: number; kind: string; model_id: number | null; accessory_id: number | null; family_id: number | null }>(
      await t.db.execute(
        sql`select i.contract_id, i.kind, i.model_id, i.accessory_id, m.family_id from contract_items i left join product_models m on m.id = i.model_id`,
      ),
    );
    const products = items.filter((i) => i.kind === 'product');
    const model = products[0]!.model_id!;
    const family = products.at(-1)!.family_id!;
    const accessory = items.find((i) => i.accessory_id !== null)!.accessory_id!;
    const distinct = (rows: typeof items) => new Set(rows.map((i) => i.contract_id)).size;
    expect(await listed({ modelId: model })).toBe(distinct(products.filter((i) => i.model_id === model)));
    expect(await listed({ familyId: family })).toBe(distinct(products.filter((i) => i.family_id === family)));
    expect(await listed({ accessoryId: accessory })).toBe(distinct(items.filter((i) => i.accessory_id === accessory)));
    expect(await listed({ accessoryId: accessory, modelId: model })).toBeLessThanOrEqual(await listed({ modelId: model }));
  });

  it('answers 400 for an id that is no id', async () => {
    for (const query of ['modelId=0', 'familyId=x', 'accessoryId=-1']) {
      const answer = await t.api.get('/api/Agency/{agencyId}/Contracts', {
        params: { agencyId: t.agency['SmartCom']! },
        query: new URLSearchParams(query),
        as: 'superadmin',
      });
      expect(answer.status, query).toBe(400);
    }
  });
});
