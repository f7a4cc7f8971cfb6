import { getTranslations } from 'next-intl/server';
import { ImportHistory } from '@/components/imports/import-history';
import { ImportPanel } from '@/components/imports/import-panel';
import { ImportReport } from '@/components/imports/import-report';
import { Alert } from '@/components/ui/alert';
import { Section } from '@/components/ui/section';
import { StreamDownload } from '@/components/ui/stream-download';
import type { ImportKind } from '@/core/domain/imports';
import { holds } from '@/core/capabilities';
import { parseId } from '@/core/ids';
import type { Locale } from '@/i18n/routing';
import { RUNNING_IMPORT_STATUSES, isStaleReading } from '@/core/domain/imports';
import { getImportHistory, getImportJob } from '@/lib/api/imports';
import { orNull, pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('importExcel');

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
  // The catalogue is shared by every agency: the back office alone imports it. The users: whoever creates users.
  const kinds: ImportKind[] = [
    ...(holds({ role: session.role }, 'imports.catalogue') ? (['catalog'] as const) : []),
    ...(holds({ role: session.role }, 'imports.users') ? (['users'] as const) : []),
  ];
  if (kinds.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <Alert tone="info">{t('backOfficeOnly')}</Alert>
      </div>
    );
  }
  const history = await pageRead(getImportHistory(session), locale);
  // A page reloaded while an import runs follows it: the newest running job, when the address names none.
  const running = history.items.find((item) => RUNNING_IMPORT_STATUSES.includes(item.status) && !isStaleReading(item));
  // The first job the address names (a repeated key is a list).
  const named = [(await searchParams).job].flat()[0];
  const jobId = parseId(named) ?? running?.id ?? null;
  const job = jobId === null ? null : await orNull(getImportJob(session, jobId, locale));
  return (
    <div className="flex flex-col gap-4">
      {header}
      {kinds.includes('catalog') ? (
        <Section id="template" title={t('download.title')}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <p className="max-w-2xl text-sm text-ink-muted">{t('download.hint')}</p>
            <StreamDownload url={`/api/Agency/${session.agencyId}/CatalogXLS?locale=${locale}`} total={1} texts="imports.download" />
          </div>
        </Section>
      ) : (
        <Alert tone="info">{t('backOfficeOnly')}</Alert>
      )}
      {kinds.includes('users') && (
        <Section id="users-template" title={t('users.title')}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <p className="max-w-2xl text-sm text-ink-muted">{t('users.hint')}</p>
            <div className="flex flex-col items-end gap-3">
              <StreamDownload url={`/api/Agency/${session.agencyId}/ImportUserTemplate?locale=${locale}`} total={1} texts="imports.usersDownload" />
              <StreamDownload
                url={`/api/Agency/${session.agencyId}/ImportUserTemplate?filled=true&locale=${locale}`}
                total={1}
                texts="imports.usersFilledDownload"
              />
            </div>
          </div>
        </Section>
      )}
      <ImportPanel initialJob={job} report={job && <ImportReport job={job} />} kinds={kinds} />
      <Section id="history" title={t('history.title')}>
        <ImportHistory history={history} />
      </Section>
    </div>
  );
}
