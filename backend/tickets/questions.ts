// The extended-warranty questionnaires (docs/domain.md, "Tickets"): one per
// model category, stored as data, read for a product in the caller's
// language and replaced whole by administrators.
import { asc, eq, sql } from 'drizzle-orm';
import { MODEL_CATEGORIES, type ModelCategory } from '../../core/domain/catalogue';
import type { QuestionnaireBody } from '../../core/schemas/tickets';
import type { WarrantyQuestion } from '../../core/tickets/warranty';
import type { Database } from '../db/client';
import { warrantyQuestions } from '../db/schema';
import { type AuditActor, type Snapshot, auditTrailOf, changesBetween, recordAudit } from '../audit/record';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';

export type QuestionRow = typeof warrantyQuestions.$inferSelect;

/** Any constant: with the category's index it names the lock that serialises edits of one questionnaire. */
const QUESTIONNAIRE_LOCK_KEY = 734_221_915;

export async function questionsOf(db: Database, category: ModelCategory): Promise<QuestionRow[]> {
  return db
    .select()
    .from(warrantyQuestions)
    .where(eq(warrantyQuestions.category, category))
    .orderBy(asc(warrantyQuestions.position), asc(warrantyQuestions.id));
}

/** What the extension rule needs of a question (core/tickets/warranty.ts). */
export function asRuleQuestion(row: QuestionRow): WarrantyQuestion {
  return {
    id: row.id,
    kind: row.kind,
    required: row.required,
    disqualifyingAnswer: row.disqualifyingAnswer,
  };
}

export const questionText = (row: Pick<QuestionRow, 'textIt' | 'textEn'>, locale: Locale) => (locale === 'en' ? row.textEn : row.textIt);

/** The questions for a product of the category, worded for the caller; which answer rules an extension out stays unsaid. */
export async function questionnaireFor(db: Database, category: ModelCategory, locale: Locale) {
  const rows = await questionsOf(db, category);
  return { category, questions: rows.map((row) => ({ id: row.id, text: questionText(row, locale), kind: row.kind, required: row.required })) };
}

const editable = (row: QuestionRow) => ({
  id: row.id,
  textIt: row.textIt,
  textEn: row.textEn,
  kind: row.kind,
  required: row.required,
  disqualifyingAnswer: row.disqualifyingAnswer,
});

/** A questionnaire's audit rows are keyed by its category's place in the catalogue order. */
const auditIdOf = (category: ModelCategory) => MODEL_CATEGORIES.indexOf(category);

export async function allQuestionnaires(db: Database) {
  const [rows, history] = await Promise.all([
    db.select().from(warrantyQuestions).orderBy(asc(warrantyQuestions.position), asc(warrantyQuestions.id)),
    auditTrailOf(db, [{ entity: 'questionnaire', ids: MODEL_CATEGORIES.map(auditIdOf) }], 400),
  ]);
  return MODEL_CATEGORIES.map((category) => ({
    category,
    questions: rows.filter((r) => r.category === category).map(editable),
    history: history.filter((entry) => entry.entityId === auditIdOf(category)).slice(0, 100),
  }));
}

/**
 * A questionnaire as its history shows it: one field per question (q1, q2, …)
 * holding its two texts and its settings as codes the page words
 * (kind:yesNo, required:yes, rulesOut:no), so an edit lists only the questions it touched.
 */
function snapshotOf(questions: readonly Omit<ReturnType<typeof editable>, 'id'>[]): Snapshot {
  return Object.fromEntries(
    questions.map((q, index) => [
      `q${index + 1}`,
      [
        q.textIt,
        q.textEn,
        `kind:${q.kind}`,
        `required:${q.required ? 'yes' : 'no'}`,
        ...(q.kind === 'yesNo' ? [`rulesOut:${q.disqualifyingAnswer ?? 'none'}`] : []),
      ],
    ]),
  );
}

export function categoryOf(raw: string): ModelCategory {
  const category = MODEL_CATEGORIES.find((c) => c === raw);
  if (!category) throw new ApiError(404, 'not_found');
  return category;
}

/**
 * Replaces a category's questionnaire. Tickets keep each question's wording
 * with its answer, so earlier requests read the same after an edit.
 */
export async function replaceQuestionnaire(db: Database, category: ModelCategory, body: QuestionnaireBody, by?: { actor: AuditActor; at: Date }) {
  const questions = body.questions.map((q) => ({
    textIt: q.textIt,
    textEn: q.textEn,
    kind: q.kind,
    required: q.required,
    disqualifyingAnswer: q.kind === 'yesNo' ? (q.disqualifyingAnswer ?? null) : null,
  }));
  await db.transaction(async (tx) => {
    // Two administrators saving at once: one replaces after the other, never both into one list.
    await tx.execute(sql`select pg_advisory_xact_lock(${QUESTIONNAIRE_LOCK_KEY}, ${auditIdOf(category)})`);
    const before = (await questionsOf(tx, category)).map(editable);
    await tx.delete(warrantyQuestions).where(eq(warrantyQuestions.category, category));
    if (questions.length > 0) await tx.insert(warrantyQuestions).values(questions.map((q, position) => ({ category, position, ...q })));
    // The demo seed writes without a person behind it: only people's changes are history.
    if (by) {
      const changes = changesBetween(snapshotOf(before), snapshotOf(questions));
      await recordAudit(tx, { entity: 'questionnaire', entityId: auditIdOf(category), action: 'update', actor: by.actor, at: by.at, changes });
    }
  });
  return (await allQuestionnaires(db)).find((q) => q.category === category)!;
}
