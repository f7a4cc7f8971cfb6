'use client';

import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';

/**
 * A failed save's errors split for a form: those naming one of its fields go
 * beside that field, the rest above the form.
 */
export function useFieldErrors() {
  const errorText = useErrorText();
  return (error: unknown, fields: readonly string[]): { byField: Record<string, string>; general: string | null } => {
    const failure = PortalError.from(error);
    const byField: Record<string, string> = {};
    const rest: string[] = [];
    for (const item of failure.errors) {
      const field = item.field && fields.find((name) => item.field === name || item.field!.startsWith(`${name}.`));
      if (field && !byField[field]) byField[field] = errorText(item);
      else rest.push(errorText(item));
    }
    return { byField, general: rest.length ? [...new Set(rest)].join(' ') : null };
  };
}
