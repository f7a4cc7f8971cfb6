'use client';

import { useTranslations } from 'next-intl';
import type { PortalFormat } from '@/lib/format/portal-format';
import { useFormat } from '@/lib/format/use-format';
import { EXPORT_MAX_ROWS } from '../../core/contracts/export-limits';
import { ACCESSORIES_MAX_PERCENT } from '../../core/pricing/limits';
import { PortalError } from './portal-fetch';

/** An error to put in words: a code, with the values its message names, and the API's own wording if it sent one. */
export interface ErrorLike {
  code: string;
  params?: Record<string, string | number>;
  /** the API's wording, in the page's language */
  message?: string;
}

/** Messages with placeholders: without their values the API's wording (which has them) is used. */
const NEEDS_VALUES = new Set([
  'services_mismatch',
  'accessories_over_limit',
  'mixed_durations',
  'destination_below_min_units',
  'destinations_units_mismatch',
  'ddt_before_order',
  'start_before_ddt',
  'too_many_rows',
  'zip_bomb',
  'wrong_template',
  'duplicate_row',
  'unknown_family',
  'unknown_model',
]);
const RATE_LIMITS = new Set(['too_many_attempts', 'too_many_requests']);
/** The one message of the `errors` namespace that words no error code (tests/unit/messages.test.ts holds the rest to core/error-codes.ts). */
export const NOT_AN_ERROR_CODE = 'general_error_title';

/**
 * The localized message of an error code (messages/*.json `errors`): a code,
 * one error item (a rule the browser checked, or one of the API's list), or a
 * PortalError (its first error, and its Retry-After for the rate limits).
 */
export function errorTextOf(t: ReturnType<typeof useTranslations<'errors'>>, format: PortalFormat) {
  const known: Record<string, Record<string, string | number>> = {
    accessories_over_limit: { percent: ACCESSORIES_MAX_PERCENT },
    export_too_large: { max: format.number(EXPORT_MAX_ROWS) },
  };

  // A code the portal words is one the messages have: the list of codes (core/error-codes.ts, 1 kB gzip) stays out of the pages.
  const isKnown = (code: string) => code !== NOT_AN_ERROR_CODE && t.has(code as never);

  const text = (error: string | ErrorLike | PortalError): string => {
    const item: ErrorLike = error instanceof PortalError ? (error.errors[0] ?? { code: error.code }) : typeof error === 'string' ? { code: error } : error;
    const { code, message } = item;
    if (!isKnown(code)) return message || t('generic');
    if (RATE_LIMITS.has(code)) {
      const retryAfter = error instanceof PortalError ? error.retryAfter : undefined;
      return t(code as never, (item.params ?? { minutes: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) }) as never);
    }
    const values = item.params ?? known[code];
    if (values) return t(code as never, values as never);
    if (NEEDS_VALUES.has(code)) return message || t('generic');
    return t(code as never);
  };
  /** `errorText.isKnown(key)`: whether a key (a form's own check says one) is an error code the portal words. */
  return Object.assign(text, { isKnown });
}

/** errorTextOf for a component: its words and numbers in the page's language. */
export function useErrorText() {
  return errorTextOf(useTranslations('errors'), useFormat());
}
