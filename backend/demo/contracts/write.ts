// Seeded contracts as plans (who, for whom, what, and the way through the
// transition table with a time for each step) turned into every row a real
// contract has: items, units with serials and DDTs once shipped, shipping
// destinations, signers, a history that follows (docs/domain.md), the credit
// decision and supplier orders. The demo seed and the large generator share it.
import type { ContractStatus, CreditOutcome } from '../../../core/domain/contracts';
import type { Database } from '../../db/client';
import { dealFingerprint } from '../../../core/credit/deal-fingerprint';
import {
  contractItems,
  contractProducts,
  contractStatusHistory,
  contracts,
  creditDecisions,
  shippingDestinations,
  supplierOrderUnits,
  supplierOrders,
} from '../../db/schema';
import type { PricedCart } from '../../../core/pricing/compute';
import type { CompanySnapshot, SignerSnapshot } from '../../../core/schemas/contracts-answers';
import { IdPool, formatContractNumber, reserveBlock } from '../../contracts/ids';
import { type DestinationInput, type UnitRow, cartRowCounts, cartRows, pricedColumns } from '../../contracts/rows';
import { movesFrom, transitionOf, unitsAfter } from '../../../core/lifecycle/contract-lifecycle';
import { CLOSED_STATUSES, ORDERABLE_STATUSES } from '../../../core/lifecycle/status-groups';
import { type Row, withRowWriter } from './bulk-insert';

export interface PlannedDecision {
  outcome: CreditOutcome;
  score: number | null;
  reason: string;
  details: Record<string, unknown>;
}

export interface ContractPlan {
  agencyId: number;
  createdById: number;
  companyId: number | null;
  /** the contract's own copy of its company and signers */
  company: CompanySnapshot | null;
  signers: SignerSnapshot[];
  priced: PricedCart;
  destinations: DestinationInput[];
  /** statuses from the first (draft or created) to the present one, each move allowed by the table */
  path: ContractStatus[];
  /** when each status of the path was reached, ascending */
  times: Date[];
  /** who made each move (null: the system); movers[0] created the contract */
  movers: (number | null)[];
  /** the credit provider's answer when the path evaluates */
  decision: PlannedDecision | null;
  notes: string | null;
  reviewNotes: string | null;
  archivedAt: Date | null;
  dossierCancelledAt: Date | null;
  /** how many units supplier orders cover (signed contracts only) */
  ordered: 'none' | 'partial' | 'all';
  supplier: { name: string; code: string };
  /** a stable number per plan for serials and document numbers */
  seed: number;
}

const DAY = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The day a signed plan's goods leave with their DDT: two days after signing; null before it is signed. */
function ddtDayOf(plan: ContractPlan): string | null {
  const signedAt = plan.times[plan.path.indexOf('contractAccepted')];
  return signedAt ? day(new Date(signedAt.getTime() + 2 * DAY)) : null;
}

/** The day a plan's contract became active, when its path got there: never before its DDTs. */
function activatedOn(plan: ContractPlan): string | null {
  const step = plan.path.indexOf('active');
  const ddt = ddtDayOf(plan);
  if (step < 0 || !ddt) return null;
  const active = day(plan.times[step]!);
  return active > ddt ? active : ddt;
}

/** The credit provider's first decisions on a created contract. */
const EVALUATION_OUTCOMES: readonly ContractStatus[] = movesFrom('created').map((t) => t.to);

// A part number's serials are unique: a plan's seed and a unit's place (plans hold fewer than 1000 units) give
// one number, scrambled by a constant factor; below 460 million seeds it fits ten base-36 digits, one serial each.
const serialOf = (seed: number, unit: number) => `SN${((seed * 1000 + unit) * 7919).toString(36).toUpperCase().padStart(10, '0')}`;

/** Units are serialised and leave with a DDT once signed: some of them while shipping is prepared, all from activation. */
function ship(units: UnitRow[], plan: ContractPlan, status: ContractStatus) {
  const signedAt = plan.times[plan.path.indexOf('contractAccepted')];
  const ddtDate = ddtDayOf(plan);
  if (!signedAt || !ddtDate) return;
  const shippedCount = status === 'contractAccepted' ? Math.floor(units.length / 2) : units.length;
  units.slice(0, shippedCount).forEach((unit, i) => {
    unit.serialNumber = serialOf(plan.seed, i);
    unit.ddtNumber = `DDT-${signedAt.getUTCFullYear()}/${String((plan.seed % 90_000) + 10_000)}`;
    unit.ddtDate = ddtDate;
    if (status === 'contractAccepted') unit.status = 'sent';
  });
}

function orderGroups(units: UnitRow[], plan: ContractPlan): UnitRow[][] {
  if (plan.ordered === 'none' || units.length === 0) return [];
  if (plan.ordered === 'partial') return units.length > 1 ? [units.slice(0, Math.ceil(units.length / 2))] : [];
  // Bigger contracts are often ordered in two goes.
  return units.length > 3 ? [units.slice(0, 2), units.slice(2)] : [units];
}

export async function writePlans(db: Database, plans: readonly ContractPlan[]): Promise<number[]> {
  for (const plan of plans) {
    for (let i = 1; i < plan.path.length; i += 1) {
      if (!transitionOf(plan.path[i - 1]!, plan.path[i]!)) throw new Error(`seed plan moves ${plan.path[i - 1]} → ${plan.path[i]}`);
    }
  }
  const counts = plans.map((p) => cartRowCounts(p.priced, p.destinations.length));
  const signedPlans = plans.map((p) => ORDERABLE_STATUSES.includes(p.path.at(-1)!));
  const pool = await IdPool.reserveBlocks(db, {
    contracts: plans.length,
    contract_items: counts.reduce((s, c) => s + c.contract_items, 0),
    contract_products: counts.reduce((s, c) => s + c.contract_products, 0),
    shipping_destinations: counts.reduce((s, c) => s + c.shipping_destinations, 0),
    supplier_orders: plans.reduce((s, p, i) => s + (signedPlans[i] ? 2 : 0), 0),
  });
  const numbers = await reserveBlock(db, 'contract_number_seq', plans.length);

  const rows = { contracts: [] as Row[], items: [] as Row[], units: [] as Row[], destinations: [] as Row[] };
  const history: Row[] = [];
  const decisions: Row[] = [];
  const orders: Row[] = [];
  const orderUnits: Row[] = [];
  const ids: number[] = [];

  plans.forEach((plan, index) => {
    const id = pool.take('contracts');
    ids.push(id);
    const status = plan.path.at(-1)!;
    const created = plan.times[0]!;
    const last = plan.times.at(-1)!;
    const number = formatContractNumber(created.getUTCFullYear(), numbers[index]!);
    const touched = [last, plan.archivedAt, plan.dossierCancelledAt].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0]!;
    rows.contracts.push({
      id,
      number,
      agencyId: plan.agencyId,
      createdById: plan.createdById,
      companyId: plan.companyId,
      company: plan.company,
      companyName: plan.company?.name ?? null,
      companyVatNumber: plan.company?.vatNumber ?? null,
      signers: plan.signers,
      status,
      ...pricedColumns(plan.priced),
      archived: plan.archivedAt !== null,
      archivedAt: plan.archivedAt,
      notes: plan.notes,
      reviewNotes: plan.reviewNotes,
      dossierCancelledAt: plan.dossierCancelledAt,
      createdAt: created,
      updatedAt: touched,
      lastStatusChangeAt: last,
      closingDate: CLOSED_STATUSES.includes(status) ? day(last) : null,
      // The lifecycle's delivery confirmation: the day the contract went active runs it (docs/domain.md, Orders).
      startDate: activatedOn(plan),
    });

    const cart = cartRows(id, plan.priced, plan.destinations, unitsAfter(plan.path), pool);
    ship(cart.units, plan, status);
    rows.items.push(...(cart.items as Row[]));
    rows.units.push(...(cart.units as Row[]));
    rows.destinations.push(...(cart.destinations as Row[]));

    plan.path.forEach((to, i) => {
      history.push({
        contractId: id,
        fromStatus: plan.path[i - 1] ?? null,
        toStatus: to,
        changedById: plan.movers[i] ?? null,
        changedAt: plan.times[i],
        note: i > 0 && to === 'draft_with_notes' ? plan.reviewNotes : null,
      });
      if (plan.decision && plan.path[i - 1] === 'created' && EVALUATION_OUTCOMES.includes(to)) {
        decisions.push({
          contractId: id,
          providerCode: plan.priced.provider.code,
          dossierId: plan.decision.outcome === 'error' ? null : `${plan.priced.provider.code}-${number}`,
          outcome: plan.decision.outcome,
          score: plan.decision.score,
          reason: plan.decision.reason,
          details: plan.decision.details,
          decidedAt: plan.times[i],
          fingerprint: plan.company
            ? dealFingerprint({ financedAmount: plan.priced.financedAmount, durationMonths: plan.priced.durationMonths, company: plan.company })
            : null,
        });
      }
    });

    if (signedPlans[index]) {
      const signedAt = plan.times[plan.path.indexOf('contractAccepted')]!;
      const unitPrice = new Map(plan.priced.lines.map((l) => [l.modelId, l.unitPrice]));
      orderGroups(cart.units, plan).forEach((group, g) => {
        const orderId = pool.take('supplier_orders');
        const cost = group.reduce((sum, u) => sum + (unitPrice.get(u.modelId) ?? 0), 0);
        orders.push({
          id: orderId,
          contractId: id,
          supplierName: plan.supplier.name,
          supplierCode: plan.supplier.code,
          orderNumber: `PO-${signedAt.getUTCFullYear()}-${String(plan.seed).padStart(5, '0')}-${g + 1}`,
          orderDate: day(new Date(signedAt.getTime() + (g + 1) * DAY)),
          supplierPrice: Math.round(cost * 82) / 100,
          createdById: plan.createdById,
          createdAt: new Date(signedAt.getTime() + (g + 1) * DAY),
        });
        orderUnits.push(...group.map((u) => ({ orderId, contractProductId: u.id })));
      });
    }
  });

  // Ids and numbers were reserved above (sequences stand outside transactions); the rows go in one transaction.
  await withRowWriter(db, async (writer) => {
    await writer.write(contracts, rows.contracts);
    await writer.write(shippingDestinations, rows.destinations);
    await writer.write(contractItems, rows.items);
    await writer.write(contractProducts, rows.units);
    await writer.write(contractStatusHistory, history);
    await writer.write(creditDecisions, decisions);
    await writer.write(supplierOrders, orders);
    await writer.write(supplierOrderUnits, orderUnits);
  });
  return ids;
}
