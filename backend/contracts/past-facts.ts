// Contracts already past their facts (docs/domain.md, "Lifecycle"): in
// activation or running although units lack a serial or a DDT, or running with
// no confirmed delivery day. They got there before the lifecycle checked its
// facts (or by an override); `npm run contracts:past-facts` lists them for
// someone to complete on the order page. Reads only: nothing changes.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Missing, type ContractFacts, missingFacts } from '../../core/lifecycle/contract-facts';
import { type Precondition, factsBehind } from '../../core/lifecycle/contract-lifecycle';
import { RUNNING_STATUSES } from '../../core/lifecycle/status-groups';
import type { ContractStatus } from '../../core/domain/contracts';
import type { Database } from '../db/client';
import { agencies, contractProducts, contracts } from '../db/schema';

/** The facts the stored data holds for certain: the units' serials and DDTs, and the start date a delivery confirmation sets. */
const RECORDED: readonly Precondition[] = ['unitsShipped', 'deliveryConfirmed'];
/** In activation or running, not yet ended. */
const CHECKED: readonly ContractStatus[] = ['inActivation', ...RUNNING_STATUSES];

export interface PastFacts {
  contractId: number;
  number: string;
  agency: string;
  status: ContractStatus;
  missing: Missing[];
}

export async function contractsPastTheirFacts(db: Database): Promise<PastFacts[]> {
  const rows = await db
    .select({ id: contracts.id, number: contracts.number, agency: agencies.name, status: contracts.status, startDate: contracts.startDate })
    .from(contracts)
    .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
    .where(and(inArray(contracts.status, [...CHECKED]), eq(contracts.archived, false)))
    .orderBy(asc(contracts.number));
  if (rows.length === 0) return [];
  const units = await db
    .select({
      contractId: contractProducts.contractId,
      serialNumber: contractProducts.serialNumber,
      ddtNumber: contractProducts.ddtNumber,
      ddtDate: contractProducts.ddtDate,
    })
    .from(contractProducts)
    .where(
      inArray(
        contractProducts.contractId,
        rows.map((r) => r.id),
      ),
    );
  return rows.flatMap((row) => {
    const facts: ContractFacts = {
      creditOutcome: null,
      documents: { requested: [], accepted: [] },
      units: units.filter((u) => u.contractId === row.id),
      deliveryDate: row.startDate,
    };
    const missing = missingFacts(
      factsBehind(row.status).filter((p) => RECORDED.includes(p)),
      facts,
    );
    return missing.length ? [{ contractId: row.id, number: row.number, agency: row.agency, status: row.status, missing }] : [];
  });
}
