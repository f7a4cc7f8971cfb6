'use client';

import { Suspense, lazy, useRef } from 'react';
import type { ErrorSummaryState } from '@/lib/client/use-error-summary';

// The box (and the ordering of the errors by the page) loads with the first failed submit, as the form's checks
// do, not with the page; if it cannot load (offline), the messages beside the fields remain.
const ErrorSummaryBox = lazy(() =>
  import('./error-summary-box').then(
    (module) => ({ default: module.ErrorSummaryBox }),
    () => ({ default: () => null }),
  ),
);

/**
 * The GOV.UK error summary: after a submit that failed, a box at the top of the
 * form lists every error as a link to its field, and takes the focus so a
 * keyboard or screen-reader user starts from it. `attempt` grows with each
 * failed submit: each one moves the focus here again.
 */
export function ErrorSummary({ summary }: { summary: ErrorSummaryState }) {
  // The last failed submit the box took the focus for: errors coming back as a field changes do not take it again.
  const focusedFor = useRef(0);
  const claimFocus = (attempt: number) => {
    if (attempt <= focusedFor.current) return false;
    focusedFor.current = attempt;
    return true;
  };
  if (summary.attempt === 0) return null;
  return (
    <Suspense fallback={null}>
      <ErrorSummaryBox summary={summary} claimFocus={claimFocus} />
    </Suspense>
  );
}
