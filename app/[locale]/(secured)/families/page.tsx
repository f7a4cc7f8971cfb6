import { UpcomingPage } from '@/components/layout/upcoming-page';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  await requirePage('families', (await params).locale);
  return <UpcomingPage titleKey="families" />;
}
