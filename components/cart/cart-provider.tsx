'use client';

import { Fragment, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@/i18n/navigation';
import { putQuote, putQuoteOnExit, readQuote } from '@/lib/cart/client-api';
import { draftToRestore, dropDraft, keepDraft, readDraft } from '@/lib/cart/local-draft';
import { SaveQueue, type SaveState } from '@/lib/cart/save-queue';
import type { QuoteChecks } from '@/lib/cart/quote-checks';
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
  /** the quote the page was rendered with, and its checks computed on the server (use-cart-rules.ts follows the edits) */
  initialQuote: OpenQuote;
  initialChecks: QuoteChecks;
}

const CartContext = createContext<CartContextValue | null>(null);

interface Props {
  agencyId: number;
  initial: StoredQuote;
  info: CatalogueInfo;
  agency: AgencyTerms;
  durations: number[];
  initialChecks: QuoteChecks;
  children: ReactNode;
}

/**
 * The open quote while the agent moves through the cart steps. The API keeps
 * it: every edit is saved shortly after, and until the API has it the edit
 * is also kept in this tab (lib/cart/local-draft.ts), so a reload or a closed
 * tab a moment after typing loses nothing; a last write goes out as the page
 * is left. Leaving warns only when an edit could be lost: the save failed or
 * the browser refused to keep the draft.
 */
export function CartProvider({ agencyId, initial, info, agency, durations, initialChecks, children }: Props) {
  const [quote, setQuote] = useState(initial.quote);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  /** bumped when a kept draft replaces what the page was rendered with, so the steps' forms start from it */
  const [generation, setGeneration] = useState(0);
  const current = useRef(initial.quote);
  const draftRefused = useRef(false);
  const [queue] = useState(
    () =>
      new SaveQueue<OpenQuote>(
        (next, revision) => putQuote(agencyId, next, revision),
        initial.revision,
        setSaveState,
        undefined,
        (revision, unsaved) => (unsaved ? keepDraft(agencyId, { quote: unsaved, baseRevision: revision }) : dropDraft(agencyId)),
      ),
  );

  const update = useCallback(
    (edit: (quote: OpenQuote) => OpenQuote) => {
      const next = edit(current.current);
      if (next === current.current) return;
      current.current = next;
      setQuote(next);
      queue.schedule(next);
      draftRefused.current = !keepDraft(agencyId, { quote: next, baseRevision: queue.currentRevision });
    },
    [agencyId, queue],
  );

  // On mount, the API says which revision it holds. Edits this tab kept on
  // exactly that revision never reached it (a reload right after typing): they
  // go back on screen and are saved. Kept edits on another revision are stale.
  // A layout from the router's cache (a prefetch made before the last 'add to
  // quote', a page restored by Back) that is older than the API's revision is
  // rendered afresh; it is keyed by revision, so this provider starts over.
  const router = useRouter();
  useEffect(() => {
    let live = true;
    const draft = readDraft(agencyId);
    const untouched = () => queue.currentRevision === initial.revision && !queue.unsaved;
    readQuote(agencyId).then(
      (stored) => {
        if (!live) return;
        const restored = draftToRestore(draft, stored.revision);
        if (draft && !restored) dropDraft(agencyId);
        if (stored.revision !== initial.revision) {
          if (untouched()) router.refresh();
          return;
        }
        if (restored && untouched() && JSON.stringify(restored) !== JSON.stringify(current.current)) {
          current.current = restored;
          setQuote(restored);
          queue.schedule(restored);
          setGeneration((value) => value + 1);
        }
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

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      const atRisk = saveState === 'error' || saveState === 'conflict' || (draftRefused.current && saveState !== 'saved');
      if (atRisk) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saveState]);

  const value = useMemo(
    () => ({ agencyId, quote, update, saveState, flush: () => queue.flush(), info, agency, durations, initialQuote: initial.quote, initialChecks }),
    [agencyId, quote, update, saveState, queue, info, agency, durations, initial.quote, initialChecks],
  );
  return (
    <CartContext.Provider value={value}>
      <Fragment key={generation}>{children}</Fragment>
    </CartContext.Provider>
  );
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart outside CartProvider');
  return value;
}
