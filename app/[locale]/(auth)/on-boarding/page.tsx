import { AuthUpcoming } from '@/components/auth/auth-upcoming';
import type { Locale } from '@/i18n/routing';
import { requirePage } from '@/lib/auth/page-guard';

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  await requirePage('onBoarding', (await params).locale);
  return <AuthUpcoming titleKey="onBoarding" />;
}
