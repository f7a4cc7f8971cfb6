// PUT /api/Agency/contracts-serials: serial number, part number and DDT of
// product units, once the goods exist (the contract is signed). Rules
// (docs/domain.md, Orders): a serial names one unit of a part number across
// the portal; a DDT needs the supplier order covering the unit and is dated
// neither before that order nor in the future; once a unit is active what it
// holds stays, and only what it lacks may be completed (a contract that got
// there without its facts: docs/domain.md, "Lifecycle"). A DDT means the unit
// left the warehouse: it becomes 'sent'. When
// every unit of a contract has its serial and DDT, the contract moves on.
import type { z } from 'zod';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { ContractProductStatus } from '../../core/domain/contracts';
import type { Viewer } from '../auth/actor';
import type { AppDeps } from '../deps';
import { unitColumns } from '../contracts/detail-parts';
import { contractScope } from '../auth/data-scope';
import { isoDay, wrongStatus } from '../contracts/status-change';
import { ORDERABLE_STATUSES } from '../../core/lifecycle/status-groups';
import { contractProducts, contracts, productModels, supplierOrderUnits, supplierOrders } from '../db/schema';
import { ApiError, type ErrorDetail } from '../http/errors';
import type { SerialsBodySchema } from '../../core/schemas/orders';
import { startActivations } from './activation';
import { isUniqueViolation } from './service';
import type { Tx } from '../db/client';
import { emitWebhookEvent } from '../webhooks/outbox';

type Change = z.infer<typeof SerialsBodySchema>['units'][number];

const BEFORE_SHIPPING: readonly ContractProductStatus[] = ['none', 'created', 'shipmentPreparation'];
/** From activation on, a unit's serial and DDT are part of the running contract. */
const SETTLED: readonly ContractProductStatus[] = ['active', 'closing', 'closed', 'finished'];

async function unitsInScope(deps: AppDeps, viewer: Viewer, ids: number[]) {
  return deps.db
    .select({
      unit: unitColumns,
      contractId: contractProducts.contractId,
      contractStatus: contracts.status,
      contractNumber: contracts.number,
      agencyId: contracts.agencyId,
      archived: contracts.archived,
      orderDate: supplierOrders.orderDate,
    })
    .from(contractProducts)
    .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
    .innerJoin(productModels, eq(productModels.id, contractProducts.modelId))
    .leftJoin(supplierOrderUnits, eq(supplierOrderUnits.contractProductId, contractProducts.id))
    .leftJoin(supplierOrders, eq(supplierOrders.id, supplierOrderUnits.orderId))
    .where(and(inArray(contractProducts.id, ids), contractScope(viewer, 'orders')))
    .orderBy(asc(contractProducts.id));
}
type Found = Awaited<ReturnType<typeof unitsInScope>>[number];

/** What the unit will hold after the change: absent fields keep their value. */
function after(current: Found['unit'], change: Change) {
  const pick = <T>(given: T | undefined, kept: T) => (given === undefined ? kept : given);
  return {
    serialNumber: pick(change.serialNumber, current.serialNumber) || null,
    partNumber: pick(change.partNumber, current.partNumber),
    ddtNumber: pick(change.ddtNumber, current.ddtNumber) || null,
    ddtDate: pick(change.ddtDate, current.ddtDate) ?? null,
  };
}

const FACT_FIELDS = ['serialNumber', 'ddtNumber', 'ddtDate'] as const;

/** The change only fills what an active unit lacks: no part number, no status, no value it already holds. */
function completesOnly(current: Found['unit'], change: Change): boolean {
  if (change.partNumber !== undefined || change.status !== undefined) return false;
  return FACT_FIELDS.every((name) => change[name] === undefined || !current[name] || change[name] === current[name]);
}

/** The rules that need only the body and the units read: bad values answer 400, states 409. */
function check(changes: Change[], found: Found[], today: string) {
  const invalid: ErrorDetail[] = [];
  const conflicts: ErrorDetail[] = [];
  const seen = new Map<string, number>();
  changes.forEach((change, i) => {
    const row = found.find((f) => f.unit.id === change.unitId)!;
    const next = after(row.unit, change);
    const at = (name: string) => `units.${i}.${name}`;
    if (SETTLED.includes(row.unit.status) && !completesOnly(row.unit, change)) conflicts.push({ field: at('unitId'), code: 'unit_already_active' });
    if (next.serialNumber) {
      const key = `${next.partNumber}\u0000${next.serialNumber}`;
      const other = seen.get(key);
      if (other !== undefined && other !== change.unitId) invalid.push({ field: at('serialNumber'), code: 'serial_in_use' });
      seen.set(key, change.unitId);
    }
    // In activation the contract counts on every serial and DDT: they may be corrected, not emptied.
    if (row.contractStatus === 'inActivation') {
      for (const name of ['serialNumber', 'ddtNumber', 'ddtDate'] as const) if (!next[name]) invalid.push({ field: at(name), code: 'required' });
    }
    if (change.ddtDate && change.ddtDate > today) invalid.push({ field: at('ddtDate'), code: 'date_in_future' });
    if ((next.ddtNumber || next.ddtDate) && (change.ddtNumber || change.ddtDate)) {
      if (!row.orderDate) conflicts.push({ field: at('ddtDate'), code: 'unit_not_ordered' });
      else if (next.ddtDate && next.ddtDate < row.orderDate) invalid.push({ field: at('ddtDate'), code: 'ddt_before_order', params: { date: row.orderDate } });
    }
  });
  if (invalid.length) throw new ApiError(400, invalid);
  if (conflicts.length) throw new ApiError(409, conflicts);
}

/** Serials already on another unit of the same part number (outside this change). */
async function serialsTaken(deps: AppDeps, changes: Change[], found: Found[]) {
  const wanted = changes.flatMap((change, i) => {
    const next = after(found.find((f) => f.unit.id === change.unitId)!.unit, change);
    return change.serialNumber && next.serialNumber ? [{ i, unitId: change.unitId, partNumber: next.partNumber, serial: next.serialNumber }] : [];
  });
  if (wanted.length === 0) return;
  const taken = await deps.db
    .select({ id: contractProducts.id, partNumber: contractProducts.partNumber, serial: contractProducts.serialNumber })
    .from(contractProducts)
    .where(
      or(
        ...wanted.map((w) =>
          and(eq(contractProducts.partNumber, w.partNumber), eq(contractProducts.serialNumber, w.serial), ne(contractProducts.id, w.unitId)),
        ),
      ),
    );
  const changing = new Set(changes.map((c) => c.unitId));
  const clashes = wanted.filter((w) => taken.some((t) => t.partNumber === w.partNumber && t.serial === w.serial && !changing.has(t.id)));
  if (clashes.length)
    throw new ApiError(
      409,
      clashes.map((w) => ({ field: `units.${w.i}.serialNumber`, code: 'serial_in_use' as const })),
    );
}

interface ShippedUnit {
  unitId: number;
  ddtNumber: string;
  ddtDate: string;
}

/** One order.shipped event per contract whose units went out with this change (docs/integrations.md, "Webhooks"). */
async function emitShipped(tx: Tx, found: Found[], units: ShippedUnit[], now: Date) {
  const rowOf = (u: ShippedUnit) => found.find((f) => f.unit.id === u.unitId)!;
  for (const [contractId, sent] of Map.groupBy(units, (u) => rowOf(u).contractId)) {
    const { agencyId, contractNumber } = rowOf(sent[0]!);
    await emitWebhookEvent(tx, agencyId, { type: 'order.shipped', data: { contractId, contractNumber, units: sent } }, now);
  }
}

export async function updateSerials(deps: AppDeps, viewer: Viewer, body: z.infer<typeof SerialsBodySchema>) {
  const ids = [...new Set(body.units.map((u) => u.unitId))];
  const found = await unitsInScope(deps, viewer, ids);
  // Unknown and out-of-scope units answer alike, so ids cannot be probed.
  const unknown: ErrorDetail[] = body.units.flatMap((u, i) =>
    found.some((f) => f.unit.id === u.unitId) ? [] : [{ field: `units.${i}.unitId`, code: 'unknown_unit' as const }],
  );
  if (unknown.length) throw new ApiError(400, unknown);
  if (found.some((f) => f.archived || !ORDERABLE_STATUSES.includes(f.contractStatus))) throw wrongStatus();
  const now = deps.clock();
  check(body.units, found, isoDay(now));
  await serialsTaken(deps, body.units, found);

  try {
    await deps.db.transaction(async (tx) => {
      const shippedNow: ShippedUnit[] = [];
      for (const change of body.units) {
        const current = found.find((f) => f.unit.id === change.unitId)!.unit;
        const next = after(current, change);
        const shipped = Boolean(next.ddtNumber && next.ddtDate) && BEFORE_SHIPPING.includes(current.status);
        // Units not yet active change; active ones only where still empty (a concurrent activation or completion wins).
        const stillOpen = or(
          inArray(contractProducts.status, [...BEFORE_SHIPPING, 'sent', 'inActivation']),
          and(
            inArray(contractProducts.status, [...SETTLED]),
            ...FACT_FIELDS.filter((name) => change[name] != null).map((name) => isNull(contractProducts[name])),
          ),
        );
        const changed = await tx
          .update(contractProducts)
          .set({
            ...(change.serialNumber !== undefined ? { serialNumber: next.serialNumber } : {}),
            ...(change.partNumber !== undefined ? { partNumber: next.partNumber } : {}),
            ...(change.ddtNumber !== undefined ? { ddtNumber: next.ddtNumber } : {}),
            ...(change.ddtDate !== undefined ? { ddtDate: next.ddtDate } : {}),
            ...(change.status && [...BEFORE_SHIPPING, 'sent'].includes(current.status)
              ? { status: change.status }
              : shipped
                ? { status: 'sent' as const }
                : {}),
          })
          .where(and(eq(contractProducts.id, change.unitId), stillOpen))
          .returning({ id: contractProducts.id });
        if (changed.length === 0) throw new ApiError(409, 'unit_already_active');
        const sentNow = BEFORE_SHIPPING.includes(current.status) && (change.status ? change.status === 'sent' : shipped);
        if (sentNow && next.ddtNumber && next.ddtDate) shippedNow.push({ unitId: change.unitId, ddtNumber: next.ddtNumber, ddtDate: next.ddtDate });
      }
      await emitShipped(tx, found, shippedNow, now);
      await startActivations(tx, viewer, [...new Set(found.map((f) => f.contractId))], now);
    });
  } catch (error) {
    // Two requests giving the same serial at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw new ApiError(409, 'serial_in_use');
    throw error;
  }
  const units = await unitsInScope(deps, viewer, ids);
  const contractIds = [...new Set(units.map((row) => row.contractId))];
  const statuses = await deps.db.select({ id: contracts.id, status: contracts.status }).from(contracts).where(inArray(contracts.id, contractIds));
  return { units: units.map((row) => row.unit), contracts: statuses.sort((a, b) => a.id - b.id) };
}
