import { getTranslations } from 'next-intl/server';
import { DeadLettersTable } from '@/components/jobs/dead-letters-table';
import { DecisionNoticeProvider } from '@/components/ui/decision-notice';
import { EmptyState } from '@/components/ui/empty-state';
import { holds } from '@/core/capabilities';
import type { Locale } from '@/i18n/routing';
import { getCurrentUser } from '@/lib/api/account';
import { getDeadLetters } from '@/lib/api/jobs';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('jobs');

/** The background jobs that failed for good (the dead letters), for the platform's administrators, each sent again on request. */
export default async function JobsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const session = await requirePage('jobs', locale);
  const [{ items }, me, t] = await Promise.all([pageRead(getDeadLetters(session), locale), pageRead(getCurrentUser(session), locale), getTranslations('jobs')]);
  const mayRetry = holds({ role: session.role, backOfficeRole: me.backOfficeRole }, 'system.jobs.retry');

  return (
    <div className="flex flex-col gap-4">
      {/* The shell's heading names the page (routes.jobs). */}
      <p className="text-sm text-ink-muted">{t('intro')}</p>
      <DecisionNoticeProvider>
        {items.length === 0 ? <EmptyState title={t('empty.title')} text={t('empty.text')} /> : <DeadLettersTable items={items} mayRetry={mayRetry} />}
      </DecisionNoticeProvider>
    </div>
  );
}
