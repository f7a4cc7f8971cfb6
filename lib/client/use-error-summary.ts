'use client';

import { useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { flattenFormErrors } from './form-errors';

export interface ErrorSummaryState {
  /** failed submits so far: each one moves the focus to the summary */
  attempt: number;
  errors: { name: string; message: string }[];
}

/**
 * What a form's error summary shows: count the failed submits with `onInvalid`
 * (the second argument of a form's handleSubmit); `translate` turns a
 * schema's message key into the user's language.
 */
export function useErrorSummary<T extends FieldValues>(errors: FieldErrors<T>, translate: (key: string) => string) {
  const [attempt, setAttempt] = useState(0);
  const summary: ErrorSummaryState = {
    attempt,
    errors: attempt === 0 ? [] : flattenFormErrors(errors).map((error) => ({ name: error.name, message: translate(error.message) })),
  };
  return { summary, onInvalid: () => setAttempt((count) => count + 1) };
}
