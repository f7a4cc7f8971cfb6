import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export interface SimpleColumn {
  key: string;
  header: string;
  align?: 'left' | 'right';
}

interface Props {
  caption: string;
  columns: readonly SimpleColumn[];
  /** one record per row, keyed by column; the first column names the row */
  rows: readonly ({ id: string | number } & Record<string, ReactNode>)[];
  testId?: string;
}

/**
 * A small read-only table of a detail page, rendered on the server. Its box
 * scrolls sideways on narrow screens, so it takes the keyboard focus (arrow keys
 * scroll it) and is named by its caption.
 */
export function SimpleTable({ caption, columns, rows, testId }: Props) {
  const align = (column: SimpleColumn) => (column.align === 'right' ? 'text-right tabular-nums whitespace-nowrap' : 'text-left');
  return (
    <ScrollRegion label={caption} testId={testId}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`whitespace-nowrap px-2 py-2 text-xs font-semibold uppercase tracking-wide text-ink-muted ${align(column)}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column, i) =>
                i === 0 ? (
                  <th key={column.key} scope="row" className={`px-2 py-2 font-medium text-ink ${align(column)}`}>
                    {row[column.key] ?? '—'}
                  </th>
                ) : (
                  <td key={column.key} className={`px-2 py-2 text-ink ${align(column)}`}>
                    {row[column.key] ?? '—'}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
