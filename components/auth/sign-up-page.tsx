import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getBusinessTypes, getSignUpAgency } from '@/lib/api/sign-up';
import { Alert } from '../ui/alert';
import { SignUpForm } from './sign-up-form';

// The body of /on-boarding and /on-boarding/:agency. Without an agency the
// customer signs up with the default agency (SIGNUP_DEFAULT_AGENCY).
export async function SignUpPage({ locale, agency }: { locale: string; agency?: string }) {
  const t = await getTranslations('onBoarding');
  const [found, businessTypes] = await Promise.all([getSignUpAgency(agency), getBusinessTypes(locale)]);
  if (!found) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold text-ink">{t('title')}</h1>
        <Alert tone="warning">{t('unknownAgency')}</Alert>
        <Link href="/on-boarding" className="mt-4 inline-block text-sm font-medium text-primary hover:underline">
          {t('signUpWithoutAgency')}
        </Link>
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{agency ? t('titleAgency', { agency: found.name }) : t('title')}</h1>
      <p className="mb-6 mt-1 text-sm text-ink-muted">{t('subtitle')}</p>
      <SignUpForm agency={agency ? found.slug : undefined} businessTypes={businessTypes} />
    </>
  );
}
