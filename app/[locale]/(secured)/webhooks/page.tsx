import { getTranslations } from 'next-intl/server';
import { AttemptsTable } from '@/components/webhooks/attempts-table';
import { EndpointsTable } from '@/components/webhooks/endpoints-table';
import { NewEndpoint } from '@/components/webhooks/new-endpoint';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getWebhookAttempts, getWebhookEndpoints } from '@/lib/api/webhooks';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';
import { ATTEMPTS_PAGE_SIZE, parseWebhooksPageState, webhooksHref } from '@/lib/webhooks/page-state';

export const generateMetadata = routeMetadata('webhooks');

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The selected agency's webhook endpoints, and the delivery log of the one chosen (?endpoint=). */
export default async function WebhooksPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const session = await requirePage('webhooks', locale);
  const agencyId = session.agencyId!;
  const state = parseWebhooksPageState(await searchParams);
  const [{ items }, t] = await Promise.all([pageRead(getWebhookEndpoints(session), locale), getTranslations('webhooks')]);
  const chosen = items.find((endpoint) => endpoint.id === state.endpointId) ?? null;
  const log = chosen ? await pageRead(getWebhookAttempts(session, chosen.id, state.page, ATTEMPTS_PAGE_SIZE), locale) : null;
  const pageCount = log ? Math.max(1, Math.ceil(log.total / ATTEMPTS_PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-4">
      {/* The shell's heading names the page (routes.webhooks). */}
      <p className="text-sm text-ink-muted">{t('intro')}</p>
      <div>
        <NewEndpoint agencyId={agencyId} />
      </div>
      {items.length === 0 ? <EmptyState title={t('list.emptyTitle')} text={t('list.empty')} /> : <EndpointsTable items={items} agencyId={agencyId} />}
      {chosen && log && (
        <Section
          id="log"
          title={t('log.title', { url: chosen.url })}
          actions={
            <Link href="/webhooks" className="text-sm font-semibold text-primary underline">
              {t('log.close')}
            </Link>
          }
        >
          {log.items.length === 0 ? (
            <EmptyState title={t('log.emptyTitle')} text={t('log.empty')} />
          ) : (
            <AttemptsTable items={log.items} agencyId={agencyId} endpointId={chosen.id} caption={t('log.caption', { page: state.page, pages: pageCount })} />
          )}
          <Pagination page={state.page} pageCount={pageCount} href={(target) => webhooksHref({ endpointId: chosen.id, page: target })} label={t('log.pages')} />
        </Section>
      )}
    </div>
  );
}
