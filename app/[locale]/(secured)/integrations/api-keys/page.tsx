import { getTranslations } from 'next-intl/server';
import { ApiKeysTable } from '@/components/api-keys/api-keys-table';
import { NewApiKey } from '@/components/api-keys/new-api-key';
import { EmptyState } from '@/components/ui/empty-state';
import { parseId } from '@/core/ids';
import type { Locale } from '@/i18n/routing';
import { getApiKeys } from '@/lib/api/api-keys';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('apiKeys');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The API keys of the agency the session works in, or of `?agency=` (the
 * platform's administrators come from an agency's page): the API decides
 * whether the caller may manage that agency's keys (404 otherwise).
 */
export default async function ApiKeysPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('apiKeys', locale);
  const asked = (await searchParams).agency;
  const agencyId = (typeof asked === 'string' ? parseId(asked) : null) ?? session.agencyId!;
  const [keys, t] = await Promise.all([pageRead(getApiKeys(session, agencyId), locale), getTranslations('apiKeys')]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 className="text-xl font-semibold text-ink">{t('heading')}</h2>
          <p className="text-sm text-ink-muted">{t('intro')}</p>
        </div>
        <NewApiKey agencyId={agencyId} grantable={keys.grantable} />
      </div>
      {keys.items.length === 0 ? <EmptyState title={t('empty.title')} text={t('empty.text')} /> : <ApiKeysTable agencyId={agencyId} items={keys.items} />}
    </div>
  );
}
