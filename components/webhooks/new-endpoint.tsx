'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { Button } from '../ui/button';
import { Modal } from '../ui/dialog';
import { EndpointForm } from './endpoint-form';
import { SecretDialog } from './secret-dialog';

/** "Add endpoint": the form in a dialog, then the new secret, shown once. */
export function NewEndpoint({ agencyId }: { agencyId: number }) {
  const t = useTranslations('webhooks');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('add')}</Button>
      <Modal open={open} onOpenChange={setOpen} title={t('form.createTitle')}>
        {open && (
          <EndpointForm
            agencyId={agencyId}
            endpoint={null}
            onCancel={() => setOpen(false)}
            onSaved={(done) => {
              setOpen(false);
              setCreated(done);
              router.refresh();
            }}
          />
        )}
      </Modal>
      <SecretDialog secret={created?.secret ?? null} url={created?.url ?? ''} onClose={() => setCreated(null)} />
    </>
  );
}
