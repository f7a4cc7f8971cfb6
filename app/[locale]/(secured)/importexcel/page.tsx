import { getTranslations } from 'next-intl/server';
import { ImportHistory } from '@/components/imports/import-history';
import { ImportPanel } from '@/components/imports/import-panel';
import { Alert } from '@/components/ui/alert';
import { Section } from '@/components/ui/section';
import { StreamDownload } from '@/components/ui/stream-download';
import { isAdminRole } from '@/core/roles';
import { parseId } from '@/core/ids';
import type { Locale } from '@/i18n/routing';
import { getImportHistory, getImportJob } from '@/lib/api/imports';
import { orNull, pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { first } from '@/lib/url-state';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ImportPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('importExcel', locale);
  const t = await getTranslations('imports');
  const header = (
    <div>
      <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
      <p className="text-sm text-ink-muted">{t('intro')}</p>
    </div>
  );
  // The catalogue is shared by every agency: the back office alone imports it.
  if (!isAdminRole(session.role)) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <Alert tone="info">{t('backOfficeOnly')}</Alert>
      </div>
    );
  }
  const jobId = parseId(first(await searchParams, 'job') ?? '');
  const [history, job] = await Promise.all([pageRead(getImportHistory(session), locale), jobId === null ? null : orNull(getImportJob(session, jobId, locale))]);
  return (
    <div className="flex flex-col gap-4">
      {header}
      <Section id="template" title={t('download.title')}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="max-w-2xl text-sm text-ink-muted">{t('download.hint')}</p>
          <StreamDownload url={`/api/Agency/${session.agencyId}/CatalogXLS?locale=${locale}`} total={1} texts="imports.download" />
        </div>
      </Section>
      <ImportPanel key={job?.id ?? 'new'} initialJob={job} />
      <Section id="history" title={t('history.title')}>
        <ImportHistory history={history} />
      </Section>
    </div>
  );
}
