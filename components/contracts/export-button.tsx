import { StreamDownload } from '../ui/stream-download';

/** ContractsXLS of the current filter through the API. */
export function ExportButton({ agencyId, query, total }: { agencyId: number; query: string; total: number }) {
  return <StreamDownload url={`/api/Agency/${agencyId}/ContractsXLS?${query}`} total={total} texts="contracts.export" />;
}
