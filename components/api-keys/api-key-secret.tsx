'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';

/** A new key's secret, once: a warning that it will not be shown again, the key to select or copy, and done. */
export function ApiKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useTranslations('apiKeys.secret');
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning">{t('warning')}</Alert>
      <FormField label={t('label')}>
        {(control) => (
          <textarea
            {...control}
            readOnly
            rows={3}
            value={secret}
            data-testid="api-key-secret"
            onFocus={(event) => event.currentTarget.select()}
            className="w-full resize-none break-all rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-ink"
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <span role="status" className="text-sm text-ink-muted">
          {copied ? t('copied') : ''}
        </span>
        <Button
          variant="secondary"
          onClick={async () => {
            await navigator.clipboard.writeText(secret);
            setCopied(true);
          }}
        >
          {t('copy')}
        </Button>
        <Button onClick={onDone}>{t('done')}</Button>
      </div>
    </div>
  );
}
