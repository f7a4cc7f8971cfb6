import { type QuestionnaireBody, QuestionnaireBodySchema } from '../../core/schemas/tickets';
import type { SchemaLike } from '../client/use-light-form';
import { MESSAGE_KEYS } from './check-messages';
import { type QuestionnaireFormValues, toQuestionnaireBody } from './questionnaire-form';

// The questionnaire editor's checks: the API's own body schema (docs/domain.md,
// "Tickets"). Loaded when the form is first checked: zod stays out of the
// page's first load.

/** Errors are message keys (`required` for a blank text, else `validation_failed`); the values handed on are the API's body. */
export const questionnaireChecks: SchemaLike<QuestionnaireBody> = {
  async safeParseAsync(values) {
    const body = toQuestionnaireBody(values as QuestionnaireFormValues);
    const result = await QuestionnaireBodySchema.safeParseAsync(body, MESSAGE_KEYS);
    return result.success ? { success: true, data: body } : result;
  },
};
