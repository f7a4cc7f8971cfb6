import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { QuestionKind } from '../../core/domain/tickets';
import { type QuestionnaireBody, QuestionnaireBodySchema } from '../../core/schemas/tickets';

// The questionnaire editor's values and checks: the API's own body schema, so
// the page refuses exactly what the API would (docs/domain.md, "Tickets").

export interface QuestionFormValue {
  textIt: string;
  textEn: string;
  kind: QuestionKind;
  required: boolean;
  /** '' when no answer rules the extension out (a select's value is a string) */
  disqualifyingAnswer: '' | 'yes' | 'no';
}

export interface QuestionnaireFormValues {
  questions: QuestionFormValue[];
}

export const blankQuestion = (): QuestionFormValue => ({ textIt: '', textEn: '', kind: 'yesNo', required: true, disqualifyingAnswer: '' });

export function questionnaireDefaults(questions: readonly (Omit<QuestionFormValue, 'disqualifyingAnswer'> & { disqualifyingAnswer: 'yes' | 'no' | null })[]) {
  return {
    questions: questions.map(({ textIt, textEn, kind, required, disqualifyingAnswer }) => ({
      textIt,
      textEn,
      kind,
      required,
      disqualifyingAnswer: disqualifyingAnswer ?? '',
    })),
  } satisfies QuestionnaireFormValues;
}

/** The API's body: texts trimmed, a free-text question never rules the extension out. */
export function toQuestionnaireBody(values: QuestionnaireFormValues): QuestionnaireBody {
  return {
    questions: values.questions.map((q) => ({
      textIt: q.textIt.trim(),
      textEn: q.textEn.trim(),
      kind: q.kind,
      required: q.required,
      disqualifyingAnswer: q.kind === 'yesNo' && q.disqualifyingAnswer !== '' ? q.disqualifyingAnswer : null,
    })),
  };
}

const schemaResolver = zodResolver(QuestionnaireBodySchema, {
  error: (issue) => (issue.code === 'too_small' ? 'required' : 'validation_failed'),
});

/** Errors are message keys (`required` for a blank text, else `validation_failed`); the values handed on are the API's body. */
export const questionnaireResolver: Resolver<QuestionnaireFormValues, unknown, QuestionnaireBody> = async (values, context, options) => {
  const body = toQuestionnaireBody(values);
  const result = await schemaResolver(body as never, context, options as never);
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors } as never;
  return { values: body, errors: {} };
};
