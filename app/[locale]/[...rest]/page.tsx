import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/locale-path';

// unknown paths go to / (proxy.ts does it first; this holds without it).
export default async function UnknownPath({ params }: { params: Promise<{ locale: Locale }> }) {
  redirect(localizedPath('/', (await params).locale));
}
