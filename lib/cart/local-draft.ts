'use client';

// The open quote's edits kept in this tab until the API has stored them, so a
// reload or a closed tab a moment after typing loses nothing (the save waits
// half a second to gather keystrokes, and a write in flight dies with the
// page). sessionStorage, not localStorage: the quote holds customer data, and
// it should not outlive the browser session; it is removed as soon as the API
// confirms the save.
import type { OpenQuote } from './types';

export interface LocalDraft {
  quote: OpenQuote;
  /** the stored revision these edits build on */
  baseRevision: number;
}

const keyOf = (agencyId: number) => `cart-draft:${agencyId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** false when the browser refused to keep it (then leaving the page warns). */
export function keepDraft(agencyId: number, draft: LocalDraft): boolean {
  try {
    storage()?.setItem(keyOf(agencyId), JSON.stringify(draft));
    return storage() !== null;
  } catch {
    return false; // quota or privacy mode
  }
}

export function readDraft(agencyId: number): LocalDraft | null {
  try {
    const raw = storage()?.getItem(keyOf(agencyId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<LocalDraft>;
    return draft && typeof draft.baseRevision === 'number' && draft.quote && typeof draft.quote === 'object' ? (draft as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function dropDraft(agencyId: number): void {
  try {
    storage()?.removeItem(keyOf(agencyId));
  } catch {
    // nothing to drop
  }
}

/**
 * Whether a kept draft should replace what the page was rendered with: only
 * when it builds on exactly the revision the API still holds. A newer stored
 * revision means the edits reached the API (or another tab saved after them).
 */
export function draftToRestore(draft: LocalDraft | null, storedRevision: number): OpenQuote | null {
  return draft && draft.baseRevision === storedRevision ? draft.quote : null;
}
