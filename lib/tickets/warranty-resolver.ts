import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type WarrantyTicketFields, WarrantyTicketFieldsSchema } from '../../core/schemas/tickets';
import { answerProblems } from '../../core/tickets/warranty';
import { blankIsRequired } from './support-form';
import { type WarrantyFormOutput, type WarrantyFormValues, type WarrantyQuestionView, answerKey } from './warranty-form';

// The extended-warranty form's checks: the API's own field schema and its
// questionnaire rule (required answers, yes or no where asked). Loaded when the
// form is first checked: zod stays out of the page's first load.

/**
 * Errors are message keys (an error code of its own, `required` for a blank
 * field, else `validation_failed`); the values handed on are the API's body:
 * fields normalised, answers by question id without the blank ones.
 */
export function warrantyFormResolver(questions: readonly WarrantyQuestionView[]): Resolver<WarrantyFormValues, unknown, WarrantyFormOutput> {
  const fields = zodResolver(WarrantyTicketFieldsSchema, { error: (issue) => (issue.code === 'too_small' ? 'required' : 'validation_failed') });
  return async (values, context, options) => {
    const { answers: raw, descrizioneGuasto, ...rest } = values;
    const result = blankIsRequired(
      rest,
      (await fields({ ...rest, descrizioneGuasto: descrizioneGuasto.trim() || null } as never, context, options as never)) as never,
    ) as {
      errors: FieldErrors<WarrantyFormValues>;
      values: WarrantyTicketFields;
    };
    const answers: Record<string, string> = {};
    for (const q of questions) {
      const answer = (raw[answerKey(q.id)] ?? '').trim();
      if (answer !== '') answers[String(q.id)] = answer;
    }
    const problems = answerProblems(
      questions.map((q) => ({ ...q, disqualifyingAnswer: null })),
      answers,
    );
    const answerErrors = Object.fromEntries(Object.entries(problems).map(([id, code]) => [answerKey(Number(id)), { type: 'validate', message: code }]));
    const errors = { ...result.errors, ...(Object.keys(answerErrors).length > 0 ? { answers: answerErrors } : {}) };
    if (Object.keys(errors).length > 0) return { values: {}, errors } as never;
    return { values: { ...result.values, answers }, errors: {} };
  };
}
