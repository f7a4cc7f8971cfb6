import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { SignerSnapshot } from '@/core/schemas/contracts-answers';
import type { DataColumn } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';

/** A customer record's signers have ids; a contract's copy of them does not. */
type Signer = SignerSnapshot & { id?: number };

/** Who signs for the company (docs/domain.md). */
export function SignersTable({ signers, caption }: { signers: readonly Signer[]; caption: string }) {
  const t = useTranslations('contracts.signer');
  const format = useFormat();
  const columns: DataColumn<Signer>[] = [
    {
      id: 'fullName',
      header: t('fullName'),
      cell: ({ row }) => `${row.original.name} ${row.original.surname}`,
      meta: { rowHeader: true, className: 'font-medium' },
    },
    { id: 'role', header: t('role'), cell: ({ row }) => row.original.role },
    { id: 'fiscalCode', header: t('fiscalCode'), cell: ({ row }) => <span className="font-mono text-xs">{row.original.fiscalCode}</span> },
    { id: 'birthDate', header: t('birthDate'), cell: ({ row }) => (row.original.birthDate ? format.day(row.original.birthDate) : '—') },
    {
      id: 'town',
      header: t('town'),
      cell: ({ row }) => [row.original.town, row.original.province && `(${row.original.province})`, row.original.country].filter(Boolean).join(' ') || '—',
    },
    { id: 'documentType', header: t('documentType'), cell: ({ row }) => row.original.documentType ?? '—' },
    { id: 'documentNumber', header: t('documentNumber'), cell: ({ row }) => row.original.documentNumber ?? '—' },
  ];
  return (
    <ServerDataTable
      caption={caption}
      columns={columns}
      testId="signers-table"
      data={[...signers]}
      getRowId={(signer, index) => String(signer.id ?? `${index}-${signer.fiscalCode}`)}
    />
  );
}
