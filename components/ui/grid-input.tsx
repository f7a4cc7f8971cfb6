import type { InputHTMLAttributes } from 'react';

/** A narrow input inside a table cell (rate factors, fees): labelled by aria-label, red when `invalid`. */
export function GridInput({ invalid, ...props }: InputHTMLAttributes<HTMLInputElement> & { 'aria-label': string; invalid: boolean }) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={`w-24 rounded-md border bg-white px-2 py-1 tabular-nums text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary disabled:bg-slate-50 ${
        invalid ? 'border-red-600' : 'border-slate-300'
      }`}
      {...props}
    />
  );
}
