import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { SignerSnapshot } from '@/core/schemas/contracts-answers';
import { SimpleTable } from '../ui/simple-table';

/** A customer record's signers have ids; a contract's copy of them does not. */
type Signer = SignerSnapshot & { id?: number };

/** Who signs for the company (docs/domain.md). */
export function SignersTable({ signers, caption }: { signers: readonly Signer[]; caption: string }) {
  const t = useTranslations('contracts.signer');
  const format = useFormat();
  const columns = (['fullName', 'role', 'fiscalCode', 'birthDate', 'town', 'documentType', 'documentNumber'] as const).map((key) => ({ key, header: t(key) }));
  return (
    <SimpleTable
      caption={caption}
      columns={columns}
      testId="signers-table"
      rows={signers.map((s, index) => ({
        id: s.id ?? `${index}-${s.fiscalCode}`,
        fullName: `${s.name} ${s.surname}`,
        role: s.role,
        fiscalCode: <span className="font-mono text-xs">{s.fiscalCode}</span>,
        birthDate: s.birthDate && format.day(s.birthDate),
        town: [s.town, s.province && `(${s.province})`, s.country].filter(Boolean).join(' ') || null,
        documentType: s.documentType,
        documentNumber: s.documentNumber,
      }))}
    />
  );
}
