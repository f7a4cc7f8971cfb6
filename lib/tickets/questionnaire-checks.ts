import { type QuestionnaireBody, QuestionnaireBodySchema } from '../../core/schemas/tickets';
import { formChecks } from '../validation/form-checks';
import { MESSAGE_KEYS } from './check-messages';
import { type QuestionnaireFormValues, toQuestionnaireBody } from './questionnaire-form';

// The questionnaire editor's checks: the API's own body schema (docs/domain.md,
// "Tickets"). Loaded when the form is first checked: zod stays out of the
// page's first load.

/** Errors are message keys (`required` for a blank text, else `validation_failed`); the values handed on are the API's body. */
export const questionnaireChecks = formChecks<QuestionnaireFormValues, QuestionnaireBody>(async (values) => {
  const body = toQuestionnaireBody(values);
  const result = await QuestionnaireBodySchema.safeParseAsync(body, MESSAGE_KEYS);
  return result.success ? { data: body } : { issues: result.error.issues };
});
