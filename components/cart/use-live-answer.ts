'use client';

import { useEffect, useState } from 'react';
import type { Rendered } from '@/lib/cart/types';

export interface LiveAnswer<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** the last answer, kept on screen while the next one loads and after a failure */
  value: T | null;
  error: unknown;
}

/** The last answer of each kind (prices, options, tax), by its key: a step that opens on the same quote shows it at once. */
const last = new Map<string, Rendered<unknown>>();

function known<T>(kind: string, key: string, rendered: Rendered<T> | null): T | undefined {
  const remembered = last.get(kind);
  if (remembered?.key === key) return remembered.value as T;
  return rendered?.key === key ? rendered.value : undefined;
}

/**
 * An answer of the API that follows the quote (docs/architecture.md, "The
 * cart"): asked again `delayMs` after each change of its key, the JSON of
 * what it depends on (`null`: not to be asked now). The server renders the
 * answer of the quote it rendered (`rendered`), and the last answer of each
 * kind is remembered, so neither a page load nor a step that opens on the
 * same quote asks again: nothing re-renders the page as it becomes usable.
 */
export function useLiveAnswer<T>(
  kind: string,
  key: string | null,
  ask: (key: string, signal: AbortSignal) => Promise<T>,
  rendered: Rendered<T> | null,
  delayMs: number,
): LiveAnswer<T> {
  const hit = key === null ? undefined : known(kind, key, rendered);
  const [state, setState] = useState<LiveAnswer<T>>(() => ({ status: hit === undefined ? 'idle' : 'ready', value: hit ?? null, error: null }));

  useEffect(() => {
    if (key === null || known(kind, key, rendered) !== undefined) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      ask(key, controller.signal).then(
        (value) => {
          last.set(kind, { key, value });
          setState({ status: 'ready', value, error: null });
        },
        (error: unknown) => !controller.signal.aborted && setState((previous) => ({ status: 'failed', value: previous.value, error })),
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, key, ask, rendered, delayMs]);

  return hit === undefined ? state : { status: 'ready', value: hit, error: null };
}
