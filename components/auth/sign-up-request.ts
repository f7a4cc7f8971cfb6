'use client';

import { portalApi } from '@/lib/client/portal-api';
import type { PortalErrorItem } from '@/lib/client/portal-fetch';
import type { SignUpBody } from '@/lib/validation/sign-up-body';

// POST /api/User/new-customer through the /api route; a refusal raises a
// PortalError with every error of the answer, so a taken username and a taken
// e-mail are shown on their own fields at once.

/** API field paths → the sign-up form's field names. */
const FORM_FIELD: Record<string, string> = { 'company.name': 'companyName' };

/** The form field an error of the API points at, or null for the form as a whole. */
export function formFieldOf(error: PortalErrorItem): string | null {
  if (!error.field) return null;
  return FORM_FIELD[error.field] ?? error.field.replace(/^company\./, '');
}

export async function postSignUp(body: SignUpBody, agency: string | undefined): Promise<void> {
  // A public page: a 401 here is an answer, not a lost session.
  await portalApi.post('/api/User/new-customer', { query: { agency }, json: body, signOutOn401: false });
}
