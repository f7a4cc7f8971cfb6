'use client';

import { useState } from 'react';
import type { FormErrors } from './form-errors';

export interface ErrorSummaryState {
  /** failed submits so far: each one moves the focus to the summary */
  attempt: number;
  /** the form's errors by field, as the form holds them (the summary lists them in the page's order) */
  errors: FormErrors;
  /** a schema's message key in the user's language */
  translate: (key: string) => string;
}

/**
 * What a form's error summary shows: count the failed submits with `onInvalid`
 * (the second argument of a form's handleSubmit); `translate` turns a
 * schema's message key into the user's language.
 */
export function useErrorSummary(errors: FormErrors, translate: (key: string) => string) {
  const [attempt, setAttempt] = useState(0);
  const summary: ErrorSummaryState = { attempt, errors, translate };
  return { summary, onInvalid: () => setAttempt((count) => count + 1) };
}
