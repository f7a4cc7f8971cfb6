'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ApiKeyCapability } from '@/core/api-keys';
import { useRouter } from '@/i18n/navigation';
import { Button } from '../ui/button';
import { Modal } from '../ui/dialog';
import { ApiKeyForm } from './api-key-form';
import { ApiKeySecret } from './api-key-secret';

/**
 * The "new key" button and its dialog: the form, then the secret, shown this
 * once. The secret lives in this component's state only, and goes when the
 * dialog closes; the list is read again then.
 */
export function NewApiKey({ agencyId, grantable }: { agencyId: number; grantable: readonly ApiKeyCapability[] }) {
  const t = useTranslations('apiKeys');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next && secret !== null) {
      setSecret(null);
      router.refresh();
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={grantable.length === 0}>
        {t('new')}
      </Button>
      <Modal open={open} onOpenChange={openChange} title={secret === null ? t('form.title') : t('secret.title')}>
        {secret === null ? (
          <ApiKeyForm agencyId={agencyId} grantable={grantable} onCreated={setSecret} onCancel={() => openChange(false)} />
        ) : (
          <ApiKeySecret secret={secret} onDone={() => openChange(false)} />
        )}
      </Modal>
    </>
  );
}
