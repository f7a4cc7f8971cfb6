// The extended-warranty questionnaires (docs/domain.md, "Tickets"): one per
// model category, stored as data, read for a product in the caller's
// language and replaced whole by administrators.
import { asc, eq, sql } from 'drizzle-orm';
import { MODEL_CATEGORIES, type ModelCategory } from '../../core/domain/catalogue';
import type { QuestionnaireBody } from '../../core/schemas/tickets';
import type { WarrantyQuestion } from '../../core/tickets/warranty';
import type { Database } from '../db/client';
import { warrantyQuestions } from '../db/schema';
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

export async function allQuestionnaires(db: Database) {
  const rows = await db.select().from(warrantyQuestions).orderBy(asc(warrantyQuestions.position), asc(warrantyQuestions.id));
  return MODEL_CATEGORIES.map((category) => ({ category, questions: rows.filter((r) => r.category === category).map(editable) }));
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
export async function replaceQuestionnaire(db: Database, category: ModelCategory, body: QuestionnaireBody) {
  await db.transaction(async (tx) => {
    // Two administrators saving at once: one replaces after the other, never both into one list.
    await tx.execute(sql`select pg_advisory_xact_lock(${QUESTIONNAIRE_LOCK_KEY}, ${MODEL_CATEGORIES.indexOf(category)})`);
    await tx.delete(warrantyQuestions).where(eq(warrantyQuestions.category, category));
    if (body.questions.length === 0) return;
    await tx.insert(warrantyQuestions).values(
      body.questions.map((q, position) => ({
        category,
        position,
        textIt: q.textIt,
        textEn: q.textEn,
        kind: q.kind,
        required: q.required,
        disqualifyingAnswer: q.kind === 'yesNo' ? (q.disqualifyingAnswer ?? null) : null,
      })),
    );
  });
  return (await allQuestionnaires(db)).find((q) => q.category === category)!;
}
