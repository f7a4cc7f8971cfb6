'use client';

import { useState, useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';

export interface Feedback {
  tone: 'info' | 'error';
  text: string;
}

/**
 * Calls the API for an action on a contract (a portalApi call), then re-renders the page's
 * server components with the new state (no full reload) and says how it went.
 */
export function useContractCall() {
  const router = useRouter();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function call(request: () => Promise<unknown>, success: string | null): Promise<boolean> {
    setBusy(true);
    setFeedback(null);
    try {
      await request();
      if (success) setFeedback({ tone: 'info', text: success });
      startRefresh(() => router.refresh());
      return true;
    } catch (error) {
      const failure = PortalError.from(error);
      setFeedback({ tone: 'error', text: errorText(failure) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { call, busy: busy || refreshing, feedback, setFeedback };
}
