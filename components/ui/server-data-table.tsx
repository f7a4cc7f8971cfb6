import { FlexRender, type RowData, constructTable } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { type DataTableProps, DataTableView, dataTableFeatures } from './data-table-view';

/**
 * A table built by TanStack Table on the server and sent as HTML: no table
 * code reaches the browser. Built once per render, so it takes the plain
 * store bindings (React's hooks are not there on the server). A totals row
 * appears when a column defines a footer.
 */
export function ServerDataTable<T extends RowData>({ columns, data, getRowId, ...view }: DataTableProps<T>) {
  const table = constructTable({
    // useTable adds React's bindings the same way; the columns' types know the features alone.
    features: { ...dataTableFeatures, coreReactivityFeature: storeReactivityBindings() } as typeof dataTableFeatures,
    columns,
    data,
    getRowId: (row, index) => getRowId(row, index),
  });
  const footers = table.getFooterGroups().filter((group) => group.headers.some((header) => header.column.columnDef.footer !== undefined));
  const footer = footers.length > 0 && (
    <tfoot className="border-t-2 border-slate-300">
      {footers.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const meta = header.column.columnDef.meta;
            const Cell = meta?.rowHeader ? 'th' : 'td';
            return (
              <Cell
                key={header.id}
                {...(meta?.rowHeader ? { scope: 'row' } : {})}
                className={`px-3 py-2 align-top font-semibold text-ink ${meta?.align === 'right' ? 'whitespace-nowrap text-right tabular-nums' : 'text-left'} ${meta?.className ?? ''}`}
              >
                <FlexRender footer={header} />
              </Cell>
            );
          })}
        </tr>
      ))}
    </tfoot>
  );
  return <DataTableView table={table} footer={footer} {...view} />;
}
