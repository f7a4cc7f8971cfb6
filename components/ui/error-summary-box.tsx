'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

import { flattenFormErrors } from '@/lib/client/form-errors';
import type { ErrorSummaryState } from '@/lib/client/use-error-summary';

/** The first element named `name` in the page: the field an error belongs to. */
function fieldNamed(name: string): HTMLElement | null {
  return typeof document === 'undefined' ? null : (document.getElementsByName(name)[0] ?? null);
}

/** The visible label of a field, to say which field a message is about. */
function labelOf(field: HTMLElement | null): string {
  const label = field && 'labels' in field ? (field as HTMLInputElement).labels?.[0]?.textContent : null;
  return label?.trim() ?? '';
}

/** The summary's box, loaded with the first failed submit (error-summary.tsx); `claimFocus` says when to take the focus. */
export function ErrorSummaryBox({
  summary: { errors: tree, translate, attempt },
  claimFocus,
}: {
  summary: ErrorSummaryState;
  claimFocus: (attempt: number) => boolean;
}) {
  const t = useTranslations('common');
  const box = useRef<HTMLDivElement>(null);
  const errors = flattenFormErrors(tree).map((error) => ({ name: error.name, message: translate(error.message) }));

  // Once per failed submit, as soon as the box is there (the errors may render a moment after the count).
  useEffect(() => {
    if (box.current && claimFocus(attempt)) box.current.focus();
  });

  if (errors.length === 0) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
      className="scroll-mt-20 rounded-md border-2 border-red-700 bg-white p-4 text-sm outline-none focus:ring-2 focus:ring-red-700"
    >
      <h2 id="error-summary-title" className="text-base font-semibold text-red-800">
        {t('errorSummaryTitle')}
      </h2>
      <p className="mt-1 text-ink">{t('errorSummaryCount', { count: errors.length })}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((error) => {
          const label = labelOf(fieldNamed(error.name));
          return (
            <li key={error.name}>
              <a
                href={`#${fieldNamed(error.name)?.id ?? ''}`}
                className="font-medium text-red-800 underline"
                onClick={(event) => {
                  const field = fieldNamed(error.name);
                  if (!field) return;
                  event.preventDefault();
                  field.scrollIntoView?.({ block: 'center' });
                  field.focus({ preventScroll: true });
                }}
              >
                {label ? `${label}: ${error.message}` : error.message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
