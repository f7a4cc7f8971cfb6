'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '../ui/button';

/** Copies the sign-up link; says so where a screen reader hears it. */
export function CopyLinkButton({ url }: { url: string }) {
  const t = useTranslations('registrations.link');
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex items-center gap-3">
      <Button
        variant="secondary"
        onClick={async () => {
          await navigator.clipboard.writeText(url);
          setCopied(true);
        }}
      >
        {t('copy')}
      </Button>
      <span role="status" className="text-sm text-ink-muted">
        {copied ? t('copied') : ''}
      </span>
    </div>
  );
}
