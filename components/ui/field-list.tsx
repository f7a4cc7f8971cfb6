import type { ReactNode } from 'react';

export interface FieldItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs in a responsive grid; empty values show a dash. */
export function FieldList({ items, columns = 2 }: { items: readonly FieldItem[]; columns?: 2 | 3 }) {
  const grid = columns === 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2';
  return (
    <dl className={`grid grid-cols-1 gap-x-6 gap-y-3 ${grid}`}>
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</dt>
          <dd className="mt-0.5 break-words text-sm text-ink">{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
