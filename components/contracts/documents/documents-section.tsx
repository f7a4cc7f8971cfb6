import { useTranslations } from 'next-intl';
import type { RequestStanding } from '@/core/domain/contract-documents';
import type { ContractDocuments } from '@/core/schemas/contract-documents';
import { useFormat } from '@/lib/format/use-format';
import { Badge, type BadgeTone } from '../../ui/badge';
import type { DataColumn } from '../../ui/data-table-view';
import { Section } from '../../ui/section';
import { ServerDataTable } from '../../ui/server-data-table';
import { ReviewButton } from './review-button';
import { DocumentUploadForm } from './upload-form';

type Upload = ContractDocuments['documents'][number];

const TONES: Record<RequestStanding, BadgeTone> = { missing: 'warning', pending: 'info', accepted: 'success', rejected: 'danger' };

export function StandingBadge({ standing }: { standing: RequestStanding }) {
  const t = useTranslations('contracts.documents.standing');
  return <Badge tone={TONES[standing]}>{t(standing)}</Badge>;
}

/**
 * The documents the credit decision asks for (docs/domain.md, "Missing
 * documents"): each kind with where it stands, every upload with who sent it
 * and when and its review, the upload form while something is still to be
 * accepted, and the back office's review of each pending upload.
 */
export function DocumentsSection({ agencyId, contractId, documents }: { agencyId: number; contractId: number; documents: ContractDocuments }) {
  const t = useTranslations('contracts.documents');
  const format = useFormat();
  const kind = (k: Upload['kind']) => t(`kinds.${k}`);
  const columns: DataColumn<Upload>[] = [
    { id: 'kind', header: t('columns.kind'), cell: ({ row }) => kind(row.original.kind), meta: { rowHeader: true, className: 'font-medium' } },
    {
      id: 'file',
      header: t('columns.file'),
      cell: ({ row }) => (
        <a
          href={`/api/Agency/${agencyId}/Contracts/${contractId}/Documents/${row.original.id}`}
          download
          aria-label={t('download', { name: row.original.fileName })}
          className="break-words font-medium text-primary hover:underline"
        >
          {row.original.fileName}
        </a>
      ),
    },
    {
      id: 'uploaded',
      header: t('columns.uploaded'),
      cell: ({ row }) => t('by', { name: row.original.uploadedBy?.username ?? '—', when: format.moment(row.original.uploadedAt) }),
    },
    { id: 'status', header: t('columns.status'), cell: ({ row }) => <StandingBadge standing={row.original.status} /> },
    {
      id: 'review',
      header: t('columns.review'),
      cell: ({ row }) => {
        const d = row.original;
        if (d.status === 'pending' && documents.actions.review) {
          return (
            <ReviewButton
              agencyId={agencyId}
              contractId={contractId}
              document={{ id: d.id, kindLabel: kind(d.kind), fileName: d.fileName, uploadedBy: d.uploadedBy?.username ?? '—' }}
            />
          );
        }
        if (!d.reviewedAt) return '—';
        return (
          <div className="flex flex-col gap-0.5">
            {d.reviewNote && <span className="text-ink">{d.reviewNote}</span>}
            <span className="text-xs text-ink-muted">{t('by', { name: d.reviewedBy?.username ?? '—', when: format.moment(d.reviewedAt) })}</span>
          </div>
        );
      },
    },
  ];
  const open = documents.requested.filter((r) => r.standing !== 'accepted').map((r) => ({ kind: r.kind, label: kind(r.kind) }));

  return (
    <Section id="documents" title={t('heading')}>
      {documents.requested.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noneAsked')}</p>
      ) : (
        <>
          {documents.actions.upload && <p className="mb-2 text-sm text-ink">{t('intro')}</p>}
          <h4 className="mb-1 text-sm font-semibold text-ink">{t('requested')}</h4>
          <ul className="mb-4 flex flex-col gap-1 text-sm" data-testid="requested-documents">
            {documents.requested.map((r) => (
              <li key={r.kind} className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-1 last:border-0">
                <span>{kind(r.kind)}</span>
                <StandingBadge standing={r.standing} />
              </li>
            ))}
          </ul>
        </>
      )}
      {documents.documents.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noUploads')}</p>
      ) : (
        <ServerDataTable caption={t('uploads')} testId="documents-table" columns={columns} data={documents.documents} getRowId={(d) => String(d.id)} />
      )}
      {documents.actions.upload && open.length > 0 && <DocumentUploadForm agencyId={agencyId} contractId={contractId} kinds={open} />}
    </Section>
  );
}
