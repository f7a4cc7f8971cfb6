'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useCart } from './cart-provider';
import { SaveIndicator } from './save-indicator';

interface Props {
  back?: { href: string; label: string };
  next?: { href: string; label: string };
  /** why the agent cannot go on yet; going on is refused while any */
  blockers?: string[];
  /** runs instead of navigating when it returns false (e.g. a form shows its messages) */
  beforeNext?: () => Promise<boolean> | boolean;
}

/** Back and next between steps: everything is saved before leaving a step. */
export function StepNav({ back, next, blockers = [], beforeNext }: Props) {
  const t = useTranslations('cart');
  const router = useRouter();
  const { flush } = useCart();
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  async function goNext() {
    if (!next) return;
    setTried(true);
    if (blockers.length > 0) return;
    setBusy(true);
    try {
      if (beforeNext && !(await beforeNext())) return;
      const state = await flush();
      if (state === 'saved') router.push(next.href);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-4">
      {tried && blockers.length > 0 && (
        <Alert>
          <span className="font-semibold">{t('cannotContinue')}</span>
          <ul className="ml-5 list-disc">
            {blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back ? (
          <Link
            href={back.href}
            onClick={(event) => {
              // Saved first, so the previous step shows the latest quote.
              event.preventDefault();
              void flush().then(() => router.push(back.href));
            }}
            className="rounded-md px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-light"
          >
            ← {back.label}
          </Link>
        ) : (
          <span />
        )}
        <SaveIndicator />
        {next && (
          <Button onClick={() => void goNext()} disabled={busy}>
            {busy ? t('saving') : next.label} →
          </Button>
        )}
      </div>
    </div>
  );
}
