import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/locale-path';

// / redirects to /products (proxy.ts does it first; this holds without it).
export default async function Home({ params }: { params: Promise<{ locale: Locale }> }) {
  redirect(localizedPath('/products', (await params).locale));
}
