import type { ReactNode } from 'react';

/** What a list shows when it has nothing to show, and what to do about it. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
      data-testid="empty-state"
    >
      <svg aria-hidden viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.5" className="text-slate-400">
        <path d="M4 7h16M4 7l2-3h12l2 3M4 7v11a2 2 0 002 2h12a2 2 0 002-2V7M9 12h6" />
      </svg>
      <p className="text-base font-semibold text-ink">{title}</p>
      {text && <p className="max-w-md text-sm text-ink-muted">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
