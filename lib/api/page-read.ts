import 'server-only';
import { notFound, redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { endSession } from '../auth/page-guard';
import { localizedPath } from '../locale-path';
import { UpstreamError } from '../upstream';

/**
 * A page's reads of the API with the outcomes: 401 signs out, 403 goes
 * to /forbidden, 404 shows the not-found page; anything else reaches the
 * error boundary (the general error page).
 */
export async function pageRead<T>(read: Promise<T>, locale: Locale): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof UpstreamError) {
      if (error.status === 401) endSession(locale);
      if (error.status === 403) redirect(localizedPath('/forbidden', locale));
      if (error.status === 404) notFound();
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
