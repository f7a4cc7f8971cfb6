'use client';

import { PortalError } from '@/lib/client/portal-fetch';

// POST /api/User/new-customer through the /api route. Unlike portalFetch it
// keeps every error of the answer: a taken username and a taken e-mail are
// shown on their own fields at once.

export interface FieldFailure {
  /** the form field, or null for the form as a whole */
  field: string | null;
  code: string;
}

/** API field paths → the sign-up form's field names. */
const FORM_FIELD: Record<string, string> = { 'company.name': 'companyName' };

function formField(apiField: string | undefined): string | null {
  if (!apiField) return null;
  return FORM_FIELD[apiField] ?? apiField.replace(/^company\./, '');
}

export async function postSignUp(body: unknown, agency: string | undefined): Promise<FieldFailure[] | null> {
  const query = agency ? `?${new URLSearchParams({ agency })}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/User/new-customer${query}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new PortalError(500, 'connection_error');
  }
  if (response.ok) return null;
  const answer = (await response.json().catch(() => null)) as { errors?: { field?: string; code?: string }[] } | null;
  const errors = answer?.errors?.filter((error) => error.code) ?? [];
  if (response.status === 429 || errors.length === 0) {
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    throw new PortalError(response.status, errors[0]?.code ?? (response.status >= 500 ? 'connection_error' : 'generic'), retryAfter);
  }
  return errors.map((error) => ({ field: formField(error.field), code: error.code as string }));
}
