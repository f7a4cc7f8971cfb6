import { type ColumnDef, FlexRender, type RowData, tableFeatures } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { ScrollRegion } from './scroll-region';

// The markup of the portal's one table for lists of records (docs/architecture.md,
// "One way"), built by TanStack Table 9. Sorting, filtering and paging happen in
// the API: sortable headers are links to the sorted view's address, so the
// server renders the rows and a sorted view can be bookmarked; a table without
// `sort` is a small read-only one (a detail page's lines, a report). Tables are
// built on the server (server-data-table.tsx): no table code reaches the
// browser; a cell that must act in the browser is a small client component.
// Columns marked `phone` make the table a list of cards on a phone (PhoneCards).

export interface DataColumnMeta {
  /** the API's sort key; headers without one do not sort */
  sortKey?: string;
  align?: 'left' | 'right';
  /** the row's header cell (what names the row for screen readers) */
  rowHeader?: boolean;
  className?: string;
  /**
   * shown on a phone: a table with such columns lists its rows below the sm
   * breakpoint as cards of these columns (the row header as the card's title,
   * the others as labelled values), and the full table from sm up
   */
  phone?: boolean;
}

export const dataTableFeatures = tableFeatures({ columnMeta: {} as DataColumnMeta });
export type DataColumn<T extends RowData> = ColumnDef<typeof dataTableFeatures, T>;

export interface DataTableSort {
  key: string;
  direction: 'asc' | 'desc';
  /** the address of the view sorted by a key */
  href: (key: string) => string;
  /** "Sort by {column}" */
  label: (column: string) => string;
}

export interface DataTableProps<T extends RowData> {
  columns: DataColumn<T>[];
  data: T[];
  caption: string;
  /** the row's key; `index` for records without an id of their own */
  getRowId: (row: T, index: number) => string;
  sort?: DataTableSort;
  rowClassName?: (row: T) => string;
  /** the region's test id */
  testId?: string;
  /** a test id per row, where tests find a record's row by what it is */
  rowTestId?: (row: T) => string;
}

/** What the markup reads of a built table: the same in both builds. */
interface BuiltTable<T extends RowData> {
  getHeaderGroups: () => ReturnType<import('@tanstack/react-table').Table<typeof dataTableFeatures, T>['getHeaderGroups']>;
  getRowModel: () => ReturnType<import('@tanstack/react-table').Table<typeof dataTableFeatures, T>['getRowModel']>;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortArrow({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg aria-hidden viewBox="0 0 12 12" width="12" height="12" className={direction ? 'text-primary' : 'text-slate-400'}>
      {direction !== 'desc' && <path d="M6 2l3 4H3z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.5} />}
      {direction !== 'asc' && <path d="M6 10L3 6h6z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.5} />}
    </svg>
  );
}

/** The table's markup; `footer` is a tfoot built by the caller (the server's totals row). */
export function DataTableView<T extends RowData>({
  table,
  caption,
  sort,
  rowClassName,
  testId,
  rowTestId,
  footer,
}: Omit<DataTableProps<T>, 'columns' | 'data' | 'getRowId'> & { table: BuiltTable<T>; footer?: ReactNode }) {
  const onPhone = table.getHeaderGroups().some((group) => group.headers.some((header) => header.column.columnDef.meta?.phone));
  const region = (
    <ScrollRegion label={caption} className="rounded-lg border border-slate-200 bg-white shadow-sm" testId={onPhone ? undefined : testId}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const title = typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.id;
                const active = sort && meta?.sortKey === sort.key ? sort.direction : null;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={meta?.sortKey && sort ? (active ? ARIA_SORT[active] : 'none') : undefined}
                    className={`whitespace-nowrap px-3 py-2.5 font-semibold text-ink ${meta?.align === 'right' ? 'text-right' : 'text-left'}`}
                  >
                    {meta?.sortKey && sort ? (
                      <Link
                        href={sort.href(meta.sortKey)}
                        title={sort.label(title)}
                        className={`inline-flex items-center gap-1 rounded hover:text-primary ${meta.align === 'right' ? 'flex-row-reverse' : ''}`}
                        scroll={false}
                      >
                        <FlexRender header={header} />
                        <SortArrow direction={active} />
                      </Link>
                    ) : (
                      <FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid={rowTestId?.(row.original)} className={`hover:bg-slate-50 ${rowClassName?.(row.original) ?? ''}`}>
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const Cell = meta?.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    data-column={cell.column.id}
                    {...(meta?.rowHeader ? { scope: 'row' } : {})}
                    className={`px-3 py-2 align-top font-normal text-ink ${meta?.align === 'right' ? 'whitespace-nowrap text-right tabular-nums' : 'text-left'} ${meta?.className ?? ''}`}
                  >
                    <FlexRender cell={cell} />
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
        {footer}
      </table>
    </ScrollRegion>
  );
  if (!onPhone) return region;
  // Both are sent; the breakpoint shows one, and the hidden one is out of the accessibility tree too.
  return (
    <div data-testid={testId}>
      <PhoneCards table={table} caption={caption} rowTestId={rowTestId} />
      <div className="hidden sm:block">{region}</div>
    </div>
  );
}

/** The rows as cards of the columns marked `phone`, below the sm breakpoint: a list named like the table, each value with its column's name. */
function PhoneCards<T extends RowData>({ table, caption, rowTestId }: { table: BuiltTable<T>; caption: string; rowTestId?: (row: T) => string }) {
  return (
    <ul aria-label={caption} className="flex flex-col gap-2 sm:hidden" data-testid="phone-cards">
      {table.getRowModel().rows.map((row) => {
        const cells = row.getAllCells().filter((cell) => cell.column.columnDef.meta?.phone);
        const title = cells.find((cell) => cell.column.columnDef.meta?.rowHeader);
        return (
          <li
            key={row.id}
            data-testid={rowTestId ? `${rowTestId(row.original)}-card` : undefined}
            className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-ink shadow-sm"
          >
            {title && (
              <div className="mb-2 font-semibold">
                <FlexRender cell={title} />
              </div>
            )}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {cells
                .filter((cell) => cell !== title)
                .map((cell) => {
                  const header = cell.column.columnDef.header;
                  return (
                    <Fragment key={cell.id}>
                      <dt className="text-ink-muted">{typeof header === 'string' ? header : cell.column.id}</dt>
                      <dd className={`min-w-0 break-words ${cell.column.columnDef.meta?.align === 'right' ? 'tabular-nums' : ''}`} data-column={cell.column.id}>
                        <FlexRender cell={cell} />
                      </dd>
                    </Fragment>
                  );
                })}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
