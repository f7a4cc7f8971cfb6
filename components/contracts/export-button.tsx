import { getTranslations } from 'next-intl/server';
import { StreamDownload } from '../ui/stream-download';

/** ContractsXLS of the current filter through the API; a capped total reads "more than". */
export async function ExportButton({ agencyId, query, total, totalCapped }: { agencyId: number; query: string; total: number; totalCapped: boolean }) {
  const t = await getTranslations('contracts.export');
  return (
    <StreamDownload
      url={`/api/Agency/${agencyId}/ContractsXLS?${query}`}
      total={total}
      texts="contracts.export"
      rowsText={totalCapped ? t('rowsMore', { count: total }) : undefined}
    />
  );
}
