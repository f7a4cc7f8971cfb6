import type { QuestionKind } from '../../core/domain/tickets';
import type { QuestionnaireBody } from '../../core/schemas/tickets';

// The questionnaire editor's values and the API body they make; the checks
// (the API's own body schema, so the page refuses exactly what the API would)
// are in questionnaire-checks.ts, loaded when the form is first checked.

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
    questions: values.questions.map((q) => {
      const texts = { textIt: q.textIt.trim(), textEn: q.textEn.trim(), required: q.required };
      return q.kind === 'yesNo'
        ? { ...texts, kind: q.kind, disqualifyingAnswer: q.disqualifyingAnswer !== '' ? q.disqualifyingAnswer : null }
        : { ...texts, kind: q.kind, disqualifyingAnswer: null };
    }),
  };
}
