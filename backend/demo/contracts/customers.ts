// Demo customers: the companies of the company-credit registry (the same
// ones the lookup knows) spread over the agencies, each brought in by one of
// the agency's people, with one or two signers. Every agency gets at least
// one company the credit provider would pre-approve, one it would ask
// documents of and one it would refuse, so every status can be seeded.
import { and, eq, inArray } from 'drizzle-orm';
import type { CreditOutcome } from '../../../core/domain/contracts';
import { DEMO_REGISTRY } from '../catalogue/companies';
import type { ScoringParameters } from '../../credit/scoring';
import { scoreCompany } from '../../credit/scoring';
import type { Database } from '../../db/client';
import { businessTypes, companies, signers } from '../../db/schema';
import { type CompanyCopy, companyCopies } from './company-copies';
import { demoSigner } from './people';

/** Registry companies by agency (by name, as in the registry); Rossi Forniture Srl is the demo customer's. */
const AGENCY_COMPANIES: Readonly<Record<string, readonly string[]>> = {
  'Agenzia Milano': [
    'Rossi Forniture Srl',
    'Bianchi Impianti Snc',
    'Ferri Studio Dentistico Associato',
    'Ottica Visconti Snc',
    'Officine Meccaniche Lombarde Srl',
    'Logos Traduzioni Srls',
    'Nuova Stamperia Veneta Srl',
  ],
  Nikon: [
    'Casa Sabauda Immobiliare Srl',
    'Logistica Scaligera SpA',
    'Trattoria da Gino di Gino Marchetti',
    'Hotel Miramare di Riva Srl',
    'Consorzio Artigiani Emiliani',
  ],
  'Agenzia Roma': [
    'Studio Esposito Commercialisti',
    'Associazione Culturale Teatro Aperto',
    'Avv. Giulia Romano',
    'Elettronica Partenopea Srl',
    'Costruzioni Sarde SpA',
    'Autotrasporti Fratelli Greco Snc',
  ],
  SmartCom: [
    'Farmacia San Marco Sas',
    'Agricola Colline Senesi Ss',
    'Comune di Valdobbiadene',
    'Pasticceria Dolce Liguria Sas',
    'Cooperativa Sociale Il Ponte',
    'Tecnoservizi Adriatica Srls',
  ],
};

const EVALUATED: readonly CreditOutcome[] = ['preApprovated', 'missingDocs', 'refused'];

export interface SeedCompany {
  id: number;
  agencyId: number;
  ownerId: number;
  name: string;
  vatNumber: string;
  outcome: CreditOutcome;
  facts: { vatNumber: string; name: string; companySolidity: number | null; employees: number | null; incorporationDate: string | null };
  /** what a contract for this company keeps */
  copy: CompanyCopy;
}

type Registry = (typeof DEMO_REGISTRY)[number];
const factsOf = (r: Registry) => ({
  vatNumber: r.vatNumber,
  name: r.name,
  companySolidity: r.companySolidity,
  employees: r.employees,
  incorporationDate: r.incorporationDate,
});

/** Which registry companies each agency gets: its list, plus a borrowed one for any outcome it lacks. */
export function assignCompanies(agencyNames: readonly string[], params: ScoringParameters, now: Date): Map<string, Registry[]> {
  const outcome = (r: Registry) => scoreCompany(factsOf(r), params, now).outcome;
  return new Map(
    agencyNames.map((agency) => {
      const own = DEMO_REGISTRY.filter((r) => AGENCY_COMPANIES[agency]?.includes(r.name));
      const borrowed = EVALUATED.filter((o) => !own.some((r) => outcome(r) === o)).flatMap((o) => DEMO_REGISTRY.find((r) => outcome(r) === o) ?? []);
      return [agency, [...own, ...borrowed]];
    }),
  );
}

export async function seedDemoCustomers(
  db: Database,
  agencies: ReadonlyArray<{ id: number; name: string; people: number[] }>,
  params: ScoringParameters,
  now: Date,
): Promise<SeedCompany[]> {
  const types = await db.select({ id: businessTypes.id, code: businessTypes.code }).from(businessTypes);
  const assigned = assignCompanies(
    agencies.map((a) => a.name),
    params,
    now,
  );
  const result: SeedCompany[] = [];
  let signerIndex = 0;
  for (const agency of agencies) {
    const list = assigned.get(agency.name) ?? [];
    const rows = list.map((r, i) => ({
      agencyId: agency.id,
      createdById: agency.people[i % agency.people.length]!,
      name: r.name,
      vatNumber: r.vatNumber,
      fiscalCode: r.fiscalCode,
      pec: r.pec,
      iban: `IT${String(10 + ((i * 7) % 89))}X0306909606${String(100_000_000_000 + Number(r.vatNumber.slice(0, 9)) * 37).slice(-12)}`,
      address: r.address,
      postalCode: r.postalCode,
      municipality: r.municipality,
      province: r.province,
      phone: r.phone,
      email: r.email,
      employees: r.employees,
      businessTypeId: types.find((t) => t.code === r.businessTypeCode)?.id ?? null,
      incorporationDate: r.incorporationDate,
      companySolidity: r.companySolidity,
      createdAt: now,
      updatedAt: now,
    }));
    if (rows.length === 0) continue;
    await db.insert(companies).values(rows).onConflictDoNothing();
    const stored = await db
      .select({ id: companies.id, vatNumber: companies.vatNumber, createdById: companies.createdById })
      .from(companies)
      .where(
        and(
          eq(companies.agencyId, agency.id),
          inArray(
            companies.vatNumber,
            list.map((r) => r.vatNumber),
          ),
        ),
      );
    for (const r of list) {
      const company = stored.find((s) => s.vatNumber === r.vatNumber)!;
      const [known] = await db.select({ id: signers.id }).from(signers).where(eq(signers.companyId, company.id)).limit(1);
      if (!known) {
        const people = Array.from({ length: 1 + (signerIndex % 2) }, () => demoSigner(signerIndex++));
        await db.insert(signers).values(people.map((p) => ({ companyId: company.id, ...p })));
      }
    }
    const copies = await companyCopies(
      db,
      stored.map((s) => s.id),
    );
    for (const r of list) {
      const company = stored.find((s) => s.vatNumber === r.vatNumber)!;
      result.push({
        id: company.id,
        agencyId: agency.id,
        ownerId: company.createdById ?? agency.people[0]!,
        name: r.name,
        vatNumber: r.vatNumber,
        outcome: scoreCompany(factsOf(r), params, now).outcome,
        facts: factsOf(r),
        copy: copies.get(company.id)!,
      });
    }
  }
  return result;
}
