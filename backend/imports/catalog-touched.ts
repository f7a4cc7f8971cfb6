// The rows a catalogue import created or changed, as they stand: stored once
// the commit has written them, and compared again before an undo. Undo puts
// back what the import found; it is offered only while every one of those
// rows is still as the import left it, so it never overwrites a later edit
// (on the families page, or by hand).
import { isDeepStrictEqual } from 'node:util';
import type { CatalogUndo } from './catalog-apply';
import type { CatalogueNow } from './catalog-plan';

/** The ids an import created or changed, per table. */
export const touchedIds = (undo: Pick<CatalogUndo, 'created' | 'changed'>) => ({
  families: [...undo.created.families, ...undo.changed.families.map((f) => f.id)],
  models: [...undo.created.models, ...undo.changed.models.map((m) => m.id)],
  accessories: [...undo.created.accessories, ...undo.changed.accessories.map((a) => a.id)],
  services: [...undo.created.services, ...undo.changed.services.map((s) => s.id)],
});

export type TouchedRows = Record<string, unknown>;

const byId = <T extends { id: number }>(rows: Map<string, T>) => new Map([...rows.values()].map((row) => [row.id, row]));

/** Each touched row's values as the catalogue holds them now (null once deleted), keyed table:id. */
export function touchedRows(now: CatalogueNow, undo: Pick<CatalogUndo, 'created' | 'changed'>): TouchedRows {
  const ids = touchedIds(undo);
  const tables = { families: byId(now.families), models: byId(now.models), accessories: byId(now.accessories), services: byId(now.services) };
  const rows: TouchedRows = {};
  for (const table of ['families', 'models', 'accessories', 'services'] as const)
    for (const id of ids[table]) rows[`${table}:${id}`] = tables[table].get(id) ?? null;
  return rows;
}

/** Whether a touched row differs from what the import left (jsonb keeps no key order: compared by value). */
export const changedSince = (left: TouchedRows, now: TouchedRows): boolean => !isDeepStrictEqual(JSON.parse(JSON.stringify(now)), left);
