'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import type { StatusBody } from '@/lib/contracts/status-checks';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { Section } from '../../ui/section';
import { CustomerUserDialog } from './lazy-customer-user-dialog';
import { EditContractButton } from './edit-contract-button';
import { StatusChanger } from './status-changer';
import { useContractCall } from './use-contract-call';

type Post = 'approve' | 'confirm' | 'resend' | 'archive' | 'unarchive' | 'cancelDossier';
type Asked = 'approve' | 'confirm' | 'cancelDossier' | 'delete';

const CONTRACT = '/api/Agency/{agencyId}/Contracts/{contractId}';
const PATHS = {
  approve: `${CONTRACT}/Approve`,
  confirm: `${CONTRACT}/Confirm`,
  resend: `${CONTRACT}/Resend`,
  archive: `${CONTRACT}/Archive`,
  unarchive: `${CONTRACT}/Unarchive`,
  cancelDossier: `${CONTRACT}/Grenke/CancelDossier`,
} as const satisfies Record<Post, string>;
/** Asked before: the credit provider gets involved, or nothing can bring the contract back. */
const ASKED: readonly Post[] = ['approve', 'confirm', 'cancelDossier'];

interface Props {
  agencyId: number;
  contract: Pick<ContractDetail, 'id' | 'number' | 'status' | 'actions' | 'nextStatuses' | 'waitingStatuses'>;
  /** the role may update contracts and the contract is neither archived nor closed by a cancelled dossier */
  canChangeStatus: boolean;
  /** 'create customer user' for the contract's company; null when there is none or the role may not */
  customerUser: { company: string; email: string | null } | null;
}

/** the actions the API allows now, each in the portal's words (messages/*.json); the page shows the new state without a reload. */
export function ContractActions({ agencyId, contract, canChangeStatus, customerUser }: Props) {
  const t = useTranslations('contracts.actions');
  const statuses = useTranslations('contracts.status');
  const router = useRouter();
  const { call, busy, feedback, setFeedback } = useContractCall();
  const [asking, setAsking] = useState<Asked | null>(null);
  const [userDialog, setUserDialog] = useState(false);
  // A new key each time it opens: the form starts from the company's address again.
  const [userDialogKey, setUserDialogKey] = useState(0);
  const params = { agencyId, contractId: contract.id };
  const { actions } = contract;

  const post = async (action: Post) => {
    const ok = await call(() => portalApi.post(PATHS[action], { params, json: {} }), t(`done.${action}`));
    if (ok || asking) setAsking(null);
  };
  const remove = async () => {
    const ok = await call(() => portalApi.delete(CONTRACT, { params }), null);
    setAsking(null);
    if (ok) router.replace(`/contracts?deleted=${encodeURIComponent(contract.number)}`);
  };
  const changeStatus = (body: StatusBody) =>
    call(() => portalApi.put(`${CONTRACT}/status`, { params, json: body }), t('done.status', { status: statuses(body.status) }));

  const button = (action: Post, variant: 'primary' | 'secondary' = 'secondary') =>
    actions[action] && (
      <Button key={action} variant={variant} disabled={busy} onClick={() => (ASKED.includes(action) ? setAsking(action as Asked) : post(action))}>
        {t(action)}
      </Button>
    );
  const moves = contract.nextStatuses.length + contract.waitingStatuses.length;
  const anything = Object.values(actions).some(Boolean) || customerUser !== null || (canChangeStatus && moves > 0);

  return (
    <Section id="actions" title={t('heading')}>
      <div className="flex flex-col gap-4" data-testid="contract-actions" aria-busy={busy}>
        {feedback && <Alert tone={feedback.tone === 'error' ? 'error' : 'info'}>{feedback.text}</Alert>}
        {!anything && <p className="text-sm text-ink-muted">{t('none')}</p>}
        <div className="flex flex-wrap gap-2">
          {button('approve', 'primary')}
          {button('confirm', 'primary')}
          {button('resend', 'primary')}
          {actions.edit && <EditContractButton agencyId={agencyId} contract={contract} />}
          {button('archive')}
          {button('unarchive')}
          {customerUser && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setUserDialogKey((key) => key + 1);
                setUserDialog(true);
              }}
            >
              {t('createCustomerUser')}
            </Button>
          )}
          {button('cancelDossier')}
          {actions.delete && (
            <Button variant="secondary" disabled={busy} onClick={() => setAsking('delete')} className="!border-red-700 !text-red-800 hover:!bg-red-50">
              {t('delete')}
            </Button>
          )}
        </div>
        {canChangeStatus && moves > 0 && (
          <StatusChanger allowed={contract.nextStatuses} waiting={contract.waitingStatuses} busy={busy} onChange={changeStatus} />
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(`${asking}Title`, { number: contract.number }) : ''}
        description={asking ? t(`${asking}Text`) : ''}
        confirmLabel={asking ? t(asking) : ''}
        // 'Annulla pratica' beside 'Annulla' would read alike: the other button says it keeps the dossier.
        dismissLabel={asking === 'cancelDossier' ? t('keepDossier') : undefined}
        destructive={asking === 'delete' || asking === 'cancelDossier'}
        busy={busy}
        onConfirm={() => (asking === 'delete' ? remove() : asking && post(asking))}
      />
      {customerUser && (
        <CustomerUserDialog
          key={userDialogKey}
          open={userDialog}
          onOpenChange={setUserDialog}
          agencyId={agencyId}
          company={customerUser.company}
          defaultEmail={customerUser.email}
          contracts={[{ id: contract.id, number: contract.number }]}
          onCreated={(text) => setFeedback({ tone: 'info', text })}
        />
      )}
    </Section>
  );
}
