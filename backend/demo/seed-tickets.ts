// Demo tickets (docs/domain.md, "Tickets"), after the contracts: the
// extended-warranty questionnaire of every category, and tickets of both
// kinds over every status for the demo customer (Rossi Forniture Srl) and a
// few other customers with contracts in force. They are written through the
// tickets area's own services, so numbers, histories and answers follow the
// real rules. Idempotent: questionnaires are added only to empty categories,
// tickets only while there are none.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MODEL_CATEGORIES, type ModelCategory } from '../../core/domain/catalogue';
import { TICKETABLE_CONTRACT_STATUSES, type TicketStatus } from '../../core/domain/tickets';
import type { QuestionnaireBody } from '../../core/schemas/tickets';
import { firstPickupDay } from '../../core/tickets/pickup';
import { italianToday } from '../../core/validation/working-days';
import { type Viewer, resolveActor } from '../auth/actor';
import type { Database } from '../db/client';
import { agencies, contractProducts, contracts, tickets, users, warrantyQuestions } from '../db/schema';
import { createSupportTicket, createWarrantyTicket } from '../tickets/create';
import { type ProductRow, findProduct, prefillFor } from '../tickets/products';
import { questionsOf, replaceQuestionnaire } from '../tickets/questions';
import { changeTicketStatus } from '../tickets/status';
import { DEMO_CUSTOMER } from './seed-contracts';

const COMMON_QUESTIONS: QuestionnaireBody['questions'] = [
  {
    textIt: 'Il prodotto ha già subito danni o riparazioni?',
    textEn: 'Has the product already been damaged or repaired?',
    kind: 'yesNo',
    required: true,
    disqualifyingAnswer: 'yes',
  },
  {
    textIt: "Il prodotto viene usato fuori dall'ufficio (in viaggio, in cantiere…)?",
    textEn: 'Is the product used outside the office (travelling, on site…)?',
    kind: 'yesNo',
    required: true,
  },
  { textIt: 'Come viene usato di solito il prodotto?', textEn: 'How is the product usually used?', kind: 'text', required: false },
];

const CATEGORY_QUESTION: Record<ModelCategory, QuestionnaireBody['questions'][number]> = {
  smartphone: {
    textIt: 'Lo schermo ha crepe o graffi profondi?',
    textEn: 'Does the screen have cracks or deep scratches?',
    kind: 'yesNo',
    required: true,
    disqualifyingAnswer: 'yes',
  },
  tablet: {
    textIt: 'Lo schermo ha crepe o graffi profondi?',
    textEn: 'Does the screen have cracks or deep scratches?',
    kind: 'yesNo',
    required: true,
    disqualifyingAnswer: 'yes',
  },
  notebook: {
    textIt: 'La batteria regge ancora almeno due ore di lavoro?',
    textEn: 'Does the battery still last at least two hours of work?',
    kind: 'yesNo',
    required: true,
    disqualifyingAnswer: 'no',
  },
  camera: {
    textIt: "L'obiettivo o il sensore sono stati esposti ad acqua o sabbia?",
    textEn: 'Have the lens or the sensor been exposed to water or sand?',
    kind: 'yesNo',
    required: true,
    disqualifyingAnswer: 'yes',
  },
};

async function seedQuestionnaires(db: Database): Promise<void> {
  const present = await db.select({ category: warrantyQuestions.category, n: count() }).from(warrantyQuestions).groupBy(warrantyQuestions.category);
  for (const category of MODEL_CATEGORIES) {
    if (present.some((p) => p.category === category && p.n > 0)) continue;
    await replaceQuestionnaire(db, category, { questions: [...COMMON_QUESTIONS, CATEGORY_QUESTION[category]] });
  }
}

const DAY = 86_400_000;

interface Step {
  to: TicketStatus;
  by: 'admin' | 'customer';
  daysAfter: number;
  note?: string;
  internal?: boolean;
}

interface DemoTicket {
  /** index in the company's products, oldest contract first */
  product: number;
  kind: 'support' | 'extendedWarranty';
  /** days before today */
  openedDaysAgo: number;
  problem?: { problema: string; segni: string };
  /** extended warranty: the yes/no questions (by their order) answered yes; the rest are no */
  yes?: number[];
  steps: Step[];
}

const PROBLEMS = [
  { problema: 'Lo schermo non si accende più dopo una caduta dalla scrivania.', segni: 'Angolo in basso a destra ammaccato.' },
  { problema: 'La batteria si scarica in meno di un’ora anche a riposo.', segni: '' },
  { problema: 'Il touch non risponde nella metà superiore dello schermo.', segni: 'Nessun segno visibile.' },
  { problema: 'La ventola fa rumore e il portatile si spegne da solo.', segni: 'Griglia di aerazione impolverata.' },
  { problema: 'Il connettore di ricarica è allentato: carica solo in certe posizioni.', segni: '' },
] as const;

/** The demo customer's tickets cover every status and both kinds; other customers get a couple the administrator opened. */
function plansFor(customer: boolean): DemoTicket[] {
  if (!customer) {
    return [
      {
        product: 0,
        kind: 'support',
        openedDaysAgo: 6,
        problem: PROBLEMS[3],
        steps: [{ to: 'inProgress', by: 'admin', daysAfter: 1, note: 'Ritiro programmato con il corriere.' }],
      },
      { product: 1, kind: 'support', openedDaysAgo: 2, problem: PROBLEMS[4], steps: [] },
    ];
  }
  return [
    {
      product: 0,
      kind: 'support',
      openedDaysAgo: 8,
      problem: PROBLEMS[0],
      steps: [{ to: 'inProgress', by: 'admin', daysAfter: 1, note: 'Abbiamo ricevuto il prodotto: il laboratorio lo sta verificando.' }],
    },
    { product: 0, kind: 'extendedWarranty', openedDaysAgo: 3, steps: [] },
    {
      product: 1,
      kind: 'support',
      openedDaysAgo: 20,
      problem: PROBLEMS[1],
      steps: [
        { to: 'inProgress', by: 'admin', daysAfter: 1, note: 'Contratto in chiusura: verificare la copertura prima di ordinare il ricambio.', internal: true },
        { to: 'resolved', by: 'admin', daysAfter: 12, note: 'Batteria sostituita in garanzia, prodotto riconsegnato.' },
      ],
    },
    {
      product: 2,
      kind: 'support',
      openedDaysAgo: 5,
      problem: PROBLEMS[2],
      steps: [
        { to: 'inProgress', by: 'admin', daysAfter: 1 },
        { to: 'waitingForCustomer', by: 'admin', daysAfter: 2, note: 'Ci mandate una foto della parte di schermo che non risponde?' },
      ],
    },
    {
      product: 3,
      kind: 'extendedWarranty',
      openedDaysAgo: 15,
      yes: [0],
      steps: [
        { to: 'inProgress', by: 'admin', daysAfter: 1 },
        { to: 'resolved', by: 'admin', daysAfter: 2, note: 'Il prodotto è già stato riparato: l’estensione non è possibile, resta la garanzia in corso.' },
      ],
    },
    {
      product: 4,
      kind: 'support',
      openedDaysAgo: 70,
      problem: PROBLEMS[3],
      steps: [
        { to: 'inProgress', by: 'admin', daysAfter: 1 },
        { to: 'resolved', by: 'admin', daysAfter: 9, note: 'Ventola sostituita.' },
        { to: 'closed', by: 'customer', daysAfter: 12, note: 'Funziona, grazie.' },
      ],
    },
    { product: 5, kind: 'support', openedDaysAgo: 1, problem: PROBLEMS[4], steps: [] },
  ];
}

async function viewerOf(db: Database, userId: number, agencyId: number): Promise<Viewer | null> {
  const actor = await resolveActor(db, { id: userId }, agencyId);
  if (!actor) return null;
  const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return { actor, companyId: user?.companyId ?? null };
}

/** The products tickets may be opened on, per company: the demo customer's first, then two others with contracts in force. */
async function demoCompanies(db: Database, customerCompanyId: number | null): Promise<{ companyId: number; agencyId: number; productIds: number[] }[]> {
  const rows = await db
    .select({ companyId: contracts.companyId, agencyId: contracts.agencyId, productId: contractProducts.id })
    .from(contractProducts)
    .innerJoin(contracts, eq(contracts.id, contractProducts.contractId))
    .where(and(inArray(contracts.status, [...TICKETABLE_CONTRACT_STATUSES]), eq(contracts.archived, false), sql`${contracts.companyId} is not null`))
    .orderBy(asc(contracts.createdAt), asc(contractProducts.id));
  const byCompany = new Map<number, { companyId: number; agencyId: number; productIds: number[] }>();
  for (const row of rows) {
    const entry = byCompany.get(row.companyId!) ?? { companyId: row.companyId!, agencyId: row.agencyId, productIds: [] };
    entry.productIds.push(row.productId);
    byCompany.set(row.companyId!, entry);
  }
  const own = customerCompanyId === null ? undefined : byCompany.get(customerCompanyId);
  const others = [...byCompany.values()].filter((c) => c.companyId !== customerCompanyId).slice(0, 2);
  return own ? [own, ...others] : others;
}

function supportBody(product: ProductRow, prefill: Awaited<ReturnType<typeof prefillFor>>, opened: Date, plan: DemoTicket) {
  const address = (suffix: 'Consegna' | 'Ritiro') => ({
    [`nome${suffix}`]: prefill.nome,
    [`via${suffix}`]: prefill.via || 'Via Roma 1',
    [`citta${suffix}`]: prefill.citta || 'Milano',
    [`provincia${suffix}`]: prefill.provincia || 'MI',
    [`cap${suffix}`]: prefill.cap || '20121',
    [`nazione${suffix}`]: 'Italia',
    [`cellulare${suffix}`]: prefill.cellulare || '333 1234567',
    [`telefono${suffix}`]: prefill.telefono || null,
    [`email${suffix}`]: prefill.email || 'assistenza@example.com',
  });
  return {
    customerId: product.companyId,
    productId: product.id,
    problema: plan.problem!.problema,
    segni: plan.problem!.segni || null,
    note: null,
    ...address('Consegna'),
    ...address('Ritiro'),
    dataRitiro: firstPickupDay(italianToday(opened)),
    orarioDa: '09:00',
    orarioA: '13:00',
    noteRitiro: 'Citofonare al magazzino.',
  } as Parameters<typeof createSupportTicket>[2];
}

export async function seedDemoTickets(db: Database, now: Date = new Date()): Promise<{ ticketsCreated: number }> {
  await seedQuestionnaires(db);
  const [existing] = await db.select({ id: tickets.id }).from(tickets).limit(1);
  if (existing) return { ticketsCreated: 0 };

  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, 'admin'));
  const [platform] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, 'SmartCom'));
  const [customer] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(sql`lower(${users.username})`, DEMO_CUSTOMER.username));
  if (!admin || !platform) return { ticketsCreated: 0 };
  const adminViewer = await viewerOf(db, admin.id, platform.id);
  if (!adminViewer) return { ticketsCreated: 0 };

  let created = 0;
  for (const company of await demoCompanies(db, customer?.companyId ?? null)) {
    const isCustomer = company.companyId === customer?.companyId;
    const customerViewer = isCustomer && customer ? await viewerOf(db, customer.id, company.agencyId) : null;
    const opener = customerViewer ?? adminViewer;
    for (const plan of plansFor(isCustomer)) {
      const productId = company.productIds[plan.product];
      if (productId === undefined) continue;
      const opened = new Date(now.getTime() - plan.openedDaysAgo * DAY);
      const at = (days: number) => ({ db, clock: () => new Date(opened.getTime() + days * DAY) });
      const product = await findProduct(db, adminViewer, productId, company.companyId);
      let id: number;
      if (plan.kind === 'support') {
        id = await createSupportTicket(at(0), opener, supportBody(product, await prefillFor(db, product), opened, plan), 'it');
      } else {
        const questions = await questionsOf(db, product.category);
        const answers = Object.fromEntries(questions.filter((q) => q.kind === 'yesNo').map((q, i) => [String(q.id), plan.yes?.includes(i) ? 'yes' : 'no']));
        const prefill = await prefillFor(db, product);
        id = await createWarrantyTicket(
          at(0),
          opener,
          {
            customerId: product.companyId,
            productId: product.id,
            answers,
            descrizioneGuasto: null,
            indirizzo: prefill.via || 'Via Roma 1',
            comune: prefill.citta || 'Milano',
            provincia: prefill.provincia || 'MI',
            cap: prefill.cap || '20121',
            cellulare: prefill.cellulare || '333 1234567',
            email: prefill.email || 'assistenza@example.com',
          },
          'it',
        );
      }
      for (const step of plan.steps) {
        const by = step.by === 'customer' ? (customerViewer ?? adminViewer) : adminViewer;
        await changeTicketStatus(at(step.daysAfter), by, id, { status: step.to, note: step.note ?? null, internal: step.internal ?? false });
      }
      created += 1;
    }
  }
  return { ticketsCreated: created };
}
