import type { z } from 'zod';
import { ApiKeyCreateBodySchema } from '../../core/schemas/api-keys';
import { type FieldIssue, formChecks } from '../validation/form-checks';

// The new key form's checks: the API's own body schema over what the form
// holds (a blank last day is none). Loaded at the form's first check.

export interface ApiKeyFormValues {
  name: string;
  capabilities: string[];
  /** YYYY-MM-DD from the date input, or blank */
  expiresOn: string;
}

export const apiKeyChecks = formChecks<ApiKeyFormValues, z.output<typeof ApiKeyCreateBodySchema>>(async (values) => {
  const body = { name: values.name, capabilities: values.capabilities, expiresOn: values.expiresOn.trim() === '' ? null : values.expiresOn };
  const result = await ApiKeyCreateBodySchema.safeParseAsync(body);
  if (result.success) return { data: result.data };
  return { issues: result.error.issues.map((issue): FieldIssue => ({ path: [String(issue.path[0])], message: 'invalid' })) };
});
