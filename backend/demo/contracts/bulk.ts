// `npm run db:seed -- --contracts N`: N more contracts for benchmarks, spread
// over the demo agencies and their people, every status (more of the common
// ones), for generated customer companies. Same plan → rows path as the demo
// seed (real pricing, consistent histories), written in batches of
// multi-row inserts, one transaction per batch; statistics refreshed after.
import { eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import { CONTRACT_STATUSES, type ContractStatus } from '../../../core/domain/contracts';
import { ADMIN_ROLES, type Role } from '../../../core/roles';
import { partitaIva } from '../catalogue/check-digits';
import type { Database } from '../../db/client';
import { archiveStaleContracts } from '../../jobs/auto-archive';
import { agencies, companies, contracts, signers, userAgencyRoles } from '../../db/schema';
import { pathTo } from '../../../core/lifecycle/contract-lifecycle';
import { loadSeedCatalogue } from './catalogue';
import { seedCart } from './carts';
import { companyCopies } from './company-copies';
import { demoSigner } from './people';
import type { SeedCreator } from './plans';
import { type Random, between, pick, seededRandom } from './random';
import { movers, timeline } from './timeline';
import { type ContractPlan, type PlannedDecision, writePlans } from './write';

const DAY = 86_400_000;
const BATCH = 2_000;
/** Relative frequency of each status in a mature portfolio. */
const WEIGHT: Partial<Record<ContractStatus, number>> = {
  active: 8,
  closed: 6,
  finished: 5,
  refused: 4,
  draft: 3,
  preApprovated: 3,
  sent: 3,
  missingDocs: 3,
  inActivation: 2,
};
const STATUS_POOL = CONTRACT_STATUSES.flatMap((s) => Array.from({ length: WEIGHT[s] ?? 1 }, () => s));
const PATHS = new Map(CONTRACT_STATUSES.map((s) => [s, pathTo(s)]));
const WORDS = ['Alfa', 'Sole', 'Adriatica', 'Tecno', 'Verde', 'Lario', 'Etna', 'Dolomiti', 'Padana', 'Ligure', 'Tirreno', 'Murgia', 'Brenta', 'Serio', 'Arno'];
const KINDS = ['Srl', 'Snc', 'SpA', 'Sas', 'Srls'];
const TOWNS = [
  ['Milano', 'MI', '20100'],
  ['Roma', 'RM', '00100'],
  ['Torino', 'TO', '10100'],
  ['Bergamo', 'BG', '24100'],
  ['Napoli', 'NA', '80100'],
  ['Bologna', 'BO', '40100'],
] as const;

const SCORE_BAND: Record<string, [number, number, string]> = {
  preApprovated: [70, 100, 'score_at_or_above_sc'],
  missingDocs: [40, 69, 'score_between_ko_and_sc'],
  refused: [5, 39, 'score_below_ko'],
};

function decisionOf(outcome: ContractStatus | undefined, random: Random): PlannedDecision | null {
  if (outcome === 'error') return { outcome: 'error', score: null, reason: 'provider_unavailable', details: { message: 'timeout' } };
  const band = outcome ? SCORE_BAND[outcome] : undefined;
  if (!band) return null;
  const score = between(random, band[0], band[1]);
  return { outcome: outcome as PlannedDecision['outcome'], score, reason: band[2], details: { score } };
}

/** The agencies' staff (administrators work from SmartCom and are left out). */
async function creatorsOf(db: Database): Promise<SeedCreator[]> {
  const rows = await db
    .select({
      agencyId: agencies.id,
      name: agencies.name,
      shippingMaxUnits: agencies.shippingMaxUnits,
      userId: userAgencyRoles.userId,
      role: userAgencyRoles.role,
    })
    .from(userAgencyRoles)
    .innerJoin(agencies, eq(agencies.id, userAgencyRoles.agencyId))
    .where(notInArray(userAgencyRoles.role, [...ADMIN_ROLES, 'customer'] as Role[]));
  return rows.map((r) => ({ agency: { id: r.agencyId, name: r.name, shippingMaxUnits: r.shippingMaxUnits }, userId: r.userId, role: r.role }));
}

/** Generated customers, 1 per 20 contracts (50 to 5,000), each with a signer; their VAT numbers are valid and start with 9. */
async function ensureCompanies(db: Database, creators: SeedCreator[], wanted: number, random: Random) {
  const rows = Array.from({ length: wanted }, (_, i) => {
    const creator = creators[i % creators.length]!;
    const [town, province, cap] = pick(random, TOWNS);
    return {
      agencyId: creator.agency.id,
      createdById: creator.userId,
      name: `${pick(random, WORDS)} ${pick(random, WORDS)} ${i + 1} ${pick(random, KINDS)}`,
      vatNumber: partitaIva(String(9_000_000_000 + i)),
      address: `Via ${pick(random, WORDS)} ${between(random, 1, 200)}`,
      postalCode: cap,
      municipality: town,
      province,
      employees: between(random, 1, 300),
      incorporationDate: `${between(random, 1970, 2022)}-0${between(random, 1, 9)}-1${between(random, 0, 9)}`,
      companySolidity: between(random, 10, 100),
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insert(companies)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  const agencyIds = [...new Set(creators.map((c) => c.agency.id))];
  const all = await db
    .select({ id: companies.id, agencyId: companies.agencyId, createdById: companies.createdById })
    .from(companies)
    .where(inArray(companies.agencyId, agencyIds));
  const withSigner = new Set((await db.select({ companyId: signers.companyId }).from(signers)).map((s) => s.companyId));
  const missing = all.filter((c) => !withSigner.has(c.id));
  const people = missing.map((c, i) => ({ companyId: c.id, ...demoSigner(i) }));
  for (let i = 0; i < people.length; i += 1000) await db.insert(signers).values(people.slice(i, i + 1000));
  const copies = await companyCopies(
    db,
    all.map((c) => c.id),
  );
  return all.map((c) => ({ ...c, copy: copies.get(c.id)! }));
}

export async function seedBulkContracts(
  db: Database,
  count: number,
  options: { now?: Date; seed?: number; onBatch?: (done: number) => void } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const random = seededRandom(options.seed ?? 20_261_122);
  const creators = await creatorsOf(db);
  if (creators.length === 0) throw new Error('The generated contracts need the demo accounts: run the demo seed first.');
  const catalogue = await loadSeedCatalogue(db, [...new Set(creators.map((c) => c.agency.id))]);
  const companyList = await ensureCompanies(db, creators, Math.min(5_000, Math.max(50, Math.ceil(count / 20))), random);
  const byAgency = new Map<number, typeof companyList>();
  for (const c of companyList) byAgency.set(c.agencyId, [...(byAgency.get(c.agencyId) ?? []), c]);
  const [admin] = await db
    .select({ id: userAgencyRoles.userId })
    .from(userAgencyRoles)
    .where(inArray(userAgencyRoles.role, [...ADMIN_ROLES] as Role[]))
    .limit(1);
  const adminId = admin?.id ?? creators[0]!.userId;

  // Seeds (serials, document numbers) follow the contracts already there: the demo's and an earlier run's keep theirs.
  const [latest] = await db.select({ id: max(contracts.id) }).from(contracts);
  const firstSeed = (latest?.id ?? 0) + 1;
  let done = 0;
  while (done < count) {
    const size = Math.min(BATCH, count - done);
    const plans: ContractPlan[] = Array.from({ length: size }, (_, i) => {
      const creator = pick(random, creators);
      const status = pick(random, STATUS_POOL);
      const path = PATHS.get(status)!;
      const company = path[0] === 'draft' && random() < 0.5 ? null : pick(random, byAgency.get(creator.agency.id)!);
      const created = new Date(now.getTime() - between(random, 1, 1_000) * DAY - between(random, 0, DAY));
      const end = new Date(Math.min(now.getTime() - 3_600_000, created.getTime() + path.length * between(random, 1, 25) * DAY));
      const times = timeline(path.length, created, end);
      const { priced, destinations } = seedCart(catalogue, creator.agency, random, undefined, { maxLines: 2, maxQuantity: 2 });
      return {
        agencyId: creator.agency.id,
        createdById: creator.userId,
        companyId: company?.id ?? null,
        company: company?.copy.company ?? null,
        signers: company?.copy.signers ?? [],
        priced,
        destinations,
        path,
        times,
        movers: movers(path, { creator: { id: creator.userId, role: creator.role }, adminId }),
        decision: company ? decisionOf(path[1], random) : null,
        notes: null,
        reviewNotes: status === 'draft_with_notes' ? 'Documentazione da completare.' : null,
        archivedAt: ['closed', 'finished', 'refusedByCustomer'].includes(status) && random() < 0.4 ? new Date(times.at(-1)!.getTime() + DAY) : null,
        dossierCancelledAt: null,
        ordered: status === 'contractAccepted' ? pick(random, ['none', 'partial', 'all'] as const) : 'all',
        supplier: pick(random, [
          { name: 'Esprinet SpA', code: 'ESP' },
          { name: 'Computer Gross Italia SpA', code: 'CGI' },
        ]),
        seed: firstSeed + done + i,
      };
    });
    await writePlans(db, plans);
    done += size;
    options.onBatch?.(done);
  }
  // The archiving job's rule, as the demo seed does. Then VACUUM ANALYZE: fresh statistics for the planner, and
  // a visibility map so counts read the indexes alone (PGlite has no autovacuum to do it later).
  await archiveStaleContracts(db, now);
  await db.execute(sql`vacuum analyze`);
  return done;
}
