// PUT /api/Agency/contracts-serials: serial number, part number and DDT of
// product units, once the goods exist (the contract is signed). A DDT means
// the unit left the warehouse: it becomes 'sent' unless told otherwise.
import type { z } from 'zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContractProductStatus } from '../../core/domain/contracts';
import type { Viewer } from '../auth/actor';
import type { AppDeps } from '../lib/deps';
import { unitColumns } from '../contracts/detail-parts';
import { contractScope } from '../auth/data-scope';
import { wrongStatus } from '../contracts/status-change';
import { ORDERABLE_STATUSES } from '../contracts/transitions';
import { contractProducts, contracts, productModels, supplierOrderUnits } from '../db/schema';
import { ApiError, type ErrorDetail } from '../http/errors';
import type { SerialsBodySchema } from '../../core/schemas/orders';

const BEFORE_SHIPPING: readonly ContractProductStatus[] = ['none', 'created', 'shipmentPreparation'];

async function unitsInScope(deps: AppDeps, viewer: Viewer, ids: number[]) {
  return deps.db
    .select({
      unit: unitColumns,
      contractStatus: contracts.status,
      archived: contracts.archived,
    })
    .from(contractProducts)
    .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
    .innerJoin(productModels, eq(productModels.id, contractProducts.modelId))
    .leftJoin(supplierOrderUnits, eq(supplierOrderUnits.contractProductId, contractProducts.id))
    .where(and(inArray(contractProducts.id, ids), contractScope(viewer, 'orders')))
    .orderBy(asc(contractProducts.id));
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

  await deps.db.transaction(async (tx) => {
    for (const change of body.units) {
      const current = found.find((f) => f.unit.id === change.unitId)!.unit;
      const shipped = Boolean(change.ddtNumber && change.ddtDate) && BEFORE_SHIPPING.includes(current.status);
      await tx
        .update(contractProducts)
        .set({
          ...(change.serialNumber !== undefined ? { serialNumber: change.serialNumber || null } : {}),
          ...(change.partNumber !== undefined ? { partNumber: change.partNumber } : {}),
          ...(change.ddtNumber !== undefined ? { ddtNumber: change.ddtNumber || null } : {}),
          ...(change.ddtDate !== undefined ? { ddtDate: change.ddtDate ?? null } : {}),
          ...(change.status ? { status: change.status } : shipped ? { status: 'sent' as const } : {}),
        })
        .where(eq(contractProducts.id, change.unitId));
    }
  });
  const units = await unitsInScope(deps, viewer, ids);
  return { units: units.map((row) => row.unit) };
}
