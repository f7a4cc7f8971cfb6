'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@/i18n/navigation';
import { putQuote, putQuoteOnExit, readQuote } from '@/lib/cart/client-api';
import { SaveQueue, type SaveState } from '@/lib/cart/save-queue';
import type { AgencyTerms, CatalogueInfo, OpenQuote, StoredQuote } from '@/lib/cart/types';

interface CartContextValue {
  agencyId: number;
  quote: OpenQuote;
  /** applies an edit at once on screen; the API stores it a moment later */
  update: (edit: (quote: OpenQuote) => OpenQuote) => void;
  saveState: SaveState;
  /** resolves once every edit is stored (before leaving a step or submitting) */
  flush: () => Promise<SaveState>;
  info: CatalogueInfo;
  agency: AgencyTerms;
  durations: number[];
}

const CartContext = createContext<CartContextValue | null>(null);

interface Props {
  agencyId: number;
  initial: StoredQuote;
  info: CatalogueInfo;
  agency: AgencyTerms;
  durations: number[];
  children: ReactNode;
}

/**
 * The open quote while the agent moves through the cart steps. The API keeps
 * it (never only this memory): every edit is saved shortly after, and a last
 * write goes out as the page is left.
 */
export function CartProvider({ agencyId, initial, info, agency, durations, children }: Props) {
  const [quote, setQuote] = useState(initial.quote);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const current = useRef(initial.quote);
  const [queue] = useState(() => new SaveQueue<OpenQuote>((next, revision) => putQuote(agencyId, next, revision), initial.revision, setSaveState));

  const update = useCallback(
    (edit: (quote: OpenQuote) => OpenQuote) => {
      const next = edit(current.current);
      if (next === current.current) return;
      current.current = next;
      setQuote(next);
      queue.schedule(next);
    },
    [queue],
  );

  // The layout that read `initial` may come from the router's cache (a prefetch
  // made before the last 'add to quote', a page restored by Back): if the API
  // holds a newer revision and nothing was edited here yet, render the layout
  // afresh; it is keyed by revision, so this provider starts over from it.
  const router = useRouter();
  useEffect(() => {
    let live = true;
    readQuote(agencyId).then(
      (stored) => {
        if (live && stored.revision !== initial.revision && queue.currentRevision === initial.revision && !queue.unsaved) router.refresh();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [agencyId, initial.revision, queue, router]);

  useEffect(() => {
    const leave = () => {
      const unsaved = queue.unsaved;
      if (unsaved) putQuoteOnExit(agencyId, unsaved, queue.currentRevision);
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [agencyId, queue]);

  const value = useMemo(
    () => ({ agencyId, quote, update, saveState, flush: () => queue.flush(), info, agency, durations }),
    [agencyId, quote, update, saveState, queue, info, agency, durations],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart outside CartProvider');
  return value;
}
