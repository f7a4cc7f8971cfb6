'use client';

import { useTranslations } from 'next-intl';
import { ACCESSORIES_MAX_PERCENT } from '@/core/pricing/cart-rules';
import { isErrorCode } from '@/core/error-codes';

export interface IssueLike {
  code: string;
  params?: Record<string, string | number>;
  /** the API's own wording, in the page's language */
  message?: string;
}

/** Messages with placeholders: without their values the API's wording (which has them) is used. */
const NEEDS_VALUES = new Set([
  'services_mismatch',
  'accessories_over_limit',
  'mixed_durations',
  'destination_below_min_units',
  'destinations_units_mismatch',
  'too_many_attempts',
  'too_many_requests',
]);
const KNOWN_VALUES: Record<string, Record<string, number>> = { accessories_over_limit: { percent: ACCESSORIES_MAX_PERCENT } };

/** SPEC §8's message of a rule or API error, in the page's language. */
export function useIssueText() {
  const t = useTranslations('errors');
  return (issue: IssueLike): string => {
    if (!isErrorCode(issue.code)) return issue.message || t('generic');
    if (!NEEDS_VALUES.has(issue.code)) return t(issue.code as never);
    const values = issue.params ?? KNOWN_VALUES[issue.code];
    if (values) return t(issue.code as never, values as never);
    return issue.message || t('generic');
  };
}
