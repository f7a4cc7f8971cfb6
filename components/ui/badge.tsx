import type { HTMLAttributes, ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'progress';

// Dark text on a light tint: every pair stays above WCAG AA contrast.
const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-sky-100 text-sky-900 ring-sky-300',
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
  danger: 'bg-red-100 text-red-900 ring-red-300',
  progress: 'bg-violet-100 text-violet-900 ring-violet-300',
};

/** A short coloured label; the colour repeats what the text says, never replaces it. */
export function Badge({ tone = 'neutral', children, className = '', ...rest }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      {...rest}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
