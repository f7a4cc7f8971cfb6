import 'server-only';
import { notFound, redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { endSession } from '../auth/page-guard';
import { localizedPath } from '../../i18n/locale-path';
import { UpstreamError } from '../upstream';

/** The API answered 503: its database is away for now (docs/security.md, "When the database is away"). */
export function isUnavailable(error: unknown): boolean {
  return error instanceof UpstreamError && error.status === 503;
}

/** The "service temporarily unavailable, try again in a moment" page, instead of the general error. */
export function showUnavailable(locale: Locale): never {
  redirect(localizedPath('/unavailable', locale));
}

/**
 * A read the page cannot go without has failed (the secured layout's start-up reads, the agency choice): 401 signs
 * out, 503 shows the unavailable page, anything else the general error page, logged under `what`.
 */
export function leavePageAfter(error: unknown, locale: Locale, what: string): never {
  if (error instanceof UpstreamError && error.status === 401) endSession(locale);
  if (isUnavailable(error)) showUnavailable(locale);
  console.error(`[${what}] read failed:`, (error as Error).message);
  redirect(localizedPath('/GeneralError', locale));
}

/**
 * A page's reads of the API with the outcomes: 401 signs out, 403 goes
 * to /forbidden, 404 shows the not-found page, 503 the unavailable page;
 * anything else reaches the error boundary (the general error page).
 */
export async function pageRead<T>(read: Promise<T>, locale: Locale): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof UpstreamError) {
      if (error.status === 401) endSession(locale);
      if (error.status === 403) redirect(localizedPath('/forbidden', locale));
      if (error.status === 404) notFound();
      if (isUnavailable(error)) showUnavailable(locale);
    }
    throw error;
  }
}

/** A read whose 404 means "nothing there" rather than a missing page (no content, no data sheet). */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 502)) return null;
    throw error;
  }
}
