import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { type QuestionnaireBody, QuestionnaireBodySchema } from '../../core/schemas/tickets';
import { type QuestionnaireFormValues, toQuestionnaireBody } from './questionnaire-form';

// The questionnaire editor's checks: the API's own body schema (docs/domain.md,
// "Tickets"). Loaded when the form is first checked: zod stays out of the
// page's first load.

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
