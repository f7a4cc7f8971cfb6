import { WarrantyTicketFieldsSchema } from '../../core/schemas/tickets';
import { answerProblems } from '../../core/tickets/warranty';
import { type FieldIssue, formChecks } from '../validation/form-checks';
import { MESSAGE_KEYS, blankIsRequired } from './check-messages';
import { type WarrantyFormOutput, type WarrantyFormValues, type WarrantyQuestionView, answerKey } from './warranty-form';

// The extended-warranty form's checks: the API's own field schema and its
// questionnaire rule (required answers, yes or no where asked). Loaded when the
// form is first checked: zod stays out of the page's first load.

/**
 * Errors are message keys (an error code of its own, `required` for a blank
 * field, else `validation_failed`); the values handed on are the API's body:
 * fields normalised, answers by question id without the blank ones.
 */
export function warrantyFormChecks(questions: readonly WarrantyQuestionView[]) {
  return formChecks(async (input: WarrantyFormValues): Promise<{ data: WarrantyFormOutput } | { issues: FieldIssue[] }> => {
    const { answers: raw, descrizioneGuasto, ...rest } = input;
    const result = await WarrantyTicketFieldsSchema.safeParseAsync({ ...rest, descrizioneGuasto: descrizioneGuasto.trim() || null }, MESSAGE_KEYS);
    const answers: Record<string, string> = {};
    for (const q of questions) {
      const answer = (raw[answerKey(q.id)] ?? '').trim();
      if (answer !== '') answers[String(q.id)] = answer;
    }
    const problems = answerProblems(
      questions.map((q) => ({ ...q, disqualifyingAnswer: null })),
      answers,
    );
    const issues: FieldIssue[] = [
      ...(result.success ? [] : blankIsRequired(rest, result.error.issues)),
      ...Object.entries(problems).map(([id, code]) => ({ path: ['answers', answerKey(Number(id))], message: code })),
    ];
    if (!result.success || issues.length > 0) return { issues };
    return { data: { ...result.data, answers } };
  });
}
