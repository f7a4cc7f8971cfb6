'use client';

import { useTranslations } from 'next-intl';
import type { ContractSummary } from '@/core/schemas/contracts-answers';
import { useRouter } from '@/i18n/navigation';
import { ConfirmDialog } from '../ui/dialog';

/** a contract in error asks 'Contratto in errore' before its detail opens. */
export function ErrorContractDialog({ contract, onClose }: { contract: Pick<ContractSummary, 'id' | 'number'> | null; onClose: () => void }) {
  const t = useTranslations('contracts.errorDialog');
  const router = useRouter();
  return (
    <ConfirmDialog
      open={contract !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('title')}
      description={contract ? t('text', { number: contract.number }) : ''}
      confirmLabel={t('open')}
      onConfirm={() => {
        if (contract) router.push(`/contracts/${contract.id}`);
        onClose();
      }}
    />
  );
}
