'use client';

import { useTranslations } from 'next-intl';
import { isErrorCode } from '@/core/error-codes';

/** Turns an API error code into the localized message of SPEC §8. */
export function useErrorMessage() {
  const t = useTranslations('errors');
  return (code: string, retryAfterSeconds?: number): string => {
    if (code === 'too_many_attempts' || code === 'too_many_requests') {
      return t(code, { minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) });
    }
    return isErrorCode(code) ? t(code as never) : t('generic');
  };
}
