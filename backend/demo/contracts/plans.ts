// The demo contracts (docs/domain.md): four per status (68), spread over every
// agency and the people working in them, each type and provider, for
// customers whose credit score gives the outcome their history needs.
import { CONTRACT_STATUSES, type ContractStatus } from '../../../core/domain/contracts';
import type { ContractType } from '../../../core/domain/catalogue';
import type { Role } from '../../../core/roles';
import type { ScoringParameters } from '../../credit/scoring';
import { scoreCompany } from '../../credit/scoring';
import { PROVIDER_RULES, rulesOf, scoringOf } from '../../../core/credit/provider-rules';
import { pathTo } from '../../../core/lifecycle/contract-lifecycle';
import type { SeedCatalogue } from './catalogue';
import { type SeedAgency, seedCart } from './carts';
import type { SeedCompany } from './customers';
import { type Random, pick } from './random';
import { movers, timeline } from './timeline';
import type { ContractPlan, PlannedDecision } from './write';

export interface SeedCreator {
  agency: SeedAgency;
  userId: number;
  role: Role;
}

export interface DemoContext {
  creators: readonly SeedCreator[];
  companies: readonly SeedCompany[];
  catalogue: SeedCatalogue;
  params: ScoringParameters;
  adminId: number;
  /** the demo customer's company and user: they answer the contracts sent to them */
  customer: { companyId: number; userId: number } | null;
  now: Date;
  random: Random;
}

const DAY = 86_400_000;
const TYPES: readonly ContractType[] = ['purchase', 'plus', 'flex'];
const NOTES = ['Consegna preferibilmente al mattino.', 'Cliente interessato a un rinnovo anticipato.', 'Referente: ufficio amministrazione.', null, null];
const REVIEW_NOTES = ['Manca la visura camerale aggiornata.', 'Verificare la durata: il cliente chiedeva 36 mesi.'];
const SUPPLIERS = [
  { name: 'Esprinet SpA', code: 'ESP' },
  { name: 'Computer Gross Italia SpA', code: 'CGI' },
  { name: 'Nital SpA', code: 'NITAL' },
];

/** Older contracts got further: a closed one started long ago, a draft recently. */
function ageInDays(path: readonly ContractStatus[], variant: number): number {
  return 2 + path.length * 45 + variant * 17;
}

/** The provider's own thresholds (docs/domain.md, "Credit providers"): GRENKE's are the system parameters. */
const scoringFor = (providerCode: string, params: ScoringParameters) => scoringOf(rulesOf(providerCode), params);

/** Another provider than GRENKE would take the company and not refuse it outright: a refused deal the demo can resubmit. */
function takenElsewhere(company: SeedCompany, params: ScoringParameters, at: Date): boolean {
  return Object.keys(PROVIDER_RULES)
    .filter((code) => code !== 'GRENKE')
    .some((code) => scoreCompany(company.facts, scoringFor(code, params), at).outcome !== 'refused');
}

function decisionFor(
  company: SeedCompany | null,
  outcome: ContractStatus | undefined,
  providerCode: string,
  params: ScoringParameters,
  at: Date,
): PlannedDecision | null {
  if (!company || !outcome || !['preApprovated', 'missingDocs', 'refused', 'error'].includes(outcome)) return null;
  if (outcome === 'error') return { outcome: 'error', score: null, reason: 'provider_unavailable', details: { message: 'timeout after 10000 ms' } };
  const scored = scoreCompany(company.facts, scoringFor(providerCode, params), at);
  // The company was picked for this outcome; should the date shift it, the provider's officer decided by hand.
  if (scored.outcome !== outcome)
    return { outcome: outcome as PlannedDecision['outcome'], score: scored.score, reason: 'manual_review', details: scored.details };
  return { outcome: scored.outcome, score: scored.score, reason: scored.reason, details: scored.details };
}

function companyFor(ctx: DemoContext, creator: SeedCreator, outcome: ContractStatus | undefined, n: number, resubmittable = false): SeedCompany {
  const inAgency = ctx.companies.filter((c) => c.agencyId === creator.agency.id);
  let fitting = outcome && outcome !== 'error' ? inAgency.filter((c) => c.outcome === outcome) : inAgency;
  if (resubmittable) {
    const elsewhere = ctx.companies.filter((c) => c.outcome === 'refused' && takenElsewhere(c, ctx.params, ctx.now));
    if (elsewhere.length > 0) fitting = elsewhere;
  }
  const rossi = ctx.customer ? fitting.find((c) => c.id === ctx.customer!.companyId) : undefined;
  // The demo customer's company gets the agent's pre-approved contracts, so the customer sees a few.
  if (rossi && creator.role === 'agent' && n % 2 === 0) return rossi;
  const own = fitting.filter((c) => c.ownerId === creator.userId);
  const list = own.length > 0 ? own : fitting.length > 0 ? fitting : inAgency;
  return list[n % list.length]!;
}

export function demoPlans(ctx: DemoContext): ContractPlan[] {
  const plans: ContractPlan[] = [];
  CONTRACT_STATUSES.forEach((status, s) => {
    for (let variant = 0; variant < 4; variant += 1) {
      const n = s * 4 + variant;
      const creator = ctx.creators[n % ctx.creators.length]!;
      const path = pathTo(status);
      const draft = path[0] === 'draft';
      // The two recent refusals are GRENKE's, of companies a lenient provider would take: the demo's resubmissions.
      const resubmittable = status === 'refused' && variant < 2;
      const company = draft && variant < 2 ? null : companyFor(ctx, creator, path[1], n, resubmittable);
      const created = new Date(ctx.now.getTime() - ageInDays(path, variant) * DAY);
      // Half of them last changed weeks ago, so the archiving job has old refusals and drafts to take.
      const end = new Date(ctx.now.getTime() - (variant < 2 ? 1 + variant : 30 + 20 * variant) * DAY);
      const times = timeline(path.length, created, end);
      const last = times.at(-1)!;
      const catalogue = resubmittable ? { ...ctx.catalogue, providers: ['GRENKE'] } : ctx.catalogue;
      const { priced, destinations } = seedCart(catalogue, creator.agency, ctx.random, TYPES[n % TYPES.length]);
      const answering = ctx.customer && company?.id === ctx.customer.companyId ? ctx.customer.userId : null;
      plans.push({
        agencyId: creator.agency.id,
        createdById: creator.userId,
        companyId: company?.id ?? null,
        company: company?.copy.company ?? null,
        signers: company?.copy.signers ?? [],
        priced,
        destinations,
        path,
        times,
        movers: movers(path, { creator: { id: creator.userId, role: creator.role }, adminId: ctx.adminId, customerId: answering }),
        decision: decisionFor(company, path[1], priced.provider.code, ctx.params, times[1] ?? created),
        notes: pick(ctx.random, NOTES),
        reviewNotes: status === 'draft_with_notes' ? REVIEW_NOTES[variant % REVIEW_NOTES.length]! : null,
        // Some finished business is archived by hand; old refusals and drafts are left to the archiving job.
        archivedAt: variant === 3 && ['refusedByCustomer', 'closed', 'finished'].includes(status) ? new Date(last.getTime() + 3_600_000) : null,
        dossierCancelledAt: variant === 3 && status === 'approvated' ? new Date(last.getTime() + 3_600_000) : null,
        ordered: status === 'contractAccepted' ? (['none', 'partial', 'all', 'partial'] as const)[variant]! : 'all',
        supplier: SUPPLIERS[priced.lines.some((l) => ctx.catalogue.models.find((m) => m.id === l.modelId)?.category === 'camera') ? 2 : n % 2]!,
        seed: n + 1,
      });
    }
  });
  return plans;
}
