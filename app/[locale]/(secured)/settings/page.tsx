import { getTranslations } from 'next-intl/server';
import { AuditHistory } from '@/components/admin/audit-history';
import { GuaranteeFeesForm } from '@/components/admin/guarantee-fees-form';
import { PrivacyUpload } from '@/components/admin/privacy-upload';
import { RateFactorsForm } from '@/components/admin/rate-factors-form';
import { RatesHistory } from '@/components/admin/rates-history';
import { SystemParametersForm } from '@/components/admin/system-parameters-form';
import { Section } from '@/components/ui/section';
import { holds } from '@/core/capabilities';
import type { Locale } from '@/i18n/routing';
import { getCurrentUser } from '@/lib/api/account';
import { getGuaranteeFees, getRateFactors, getSystemParameters } from '@/lib/api/admin';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('settings');

export default async function SettingsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const session = await requirePage('settings', locale);
  const [{ history, ...values }, rates, fees, me, t] = await Promise.all([
    pageRead(getSystemParameters(session), locale),
    pageRead(getRateFactors(session), locale),
    pageRead(getGuaranteeFees(session), locale),
    pageRead(getCurrentUser(session), locale),
    getTranslations('settings'),
  ]);
  const editable = holds({ role: session.role, backOfficeRole: me.backOfficeRole }, 'settings.write');
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
        <p className="text-sm text-ink-muted">{t('intro')}</p>
      </div>
      <Section id="parameters" title={t('values')}>
        <SystemParametersForm values={values} editable={editable} />
      </Section>
      <Section id="rates" title={t('rates.title')}>
        <RateFactorsForm factors={rates.factors} editable={editable} />
        <RatesHistory entries={rates.history} kind="rates" />
      </Section>
      <Section id="fees" title={t('fees.title')}>
        <GuaranteeFeesForm fees={fees.fees} editable={editable} />
        <RatesHistory entries={fees.history} kind="fees" />
      </Section>
      <Section id="privacy" title={t('privacy.title')}>
        <PrivacyUpload editable={editable} />
      </Section>
      <Section id="history" title={t('history')}>
        <AuditHistory entries={history} fieldLabel={(field) => (t.has(field as never) ? t(field as never) : field)} />
      </Section>
    </div>
  );
}
