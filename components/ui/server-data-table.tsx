import { type RowData, constructTable } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { type DataTableProps, DataTableView, dataTableFeatures } from './data-table-view';

/**
 * A table built by TanStack Table on the server and sent as HTML: no table
 * code reaches the browser. Built once per render, so it takes the plain
 * store bindings (React's hooks are not there on the server).
 */
export function ServerDataTable<T extends RowData>({ columns, data, getRowId, ...view }: DataTableProps<T>) {
  const table = constructTable({
    // useTable adds React's bindings the same way; the columns' types know the features alone.
    features: { ...dataTableFeatures, coreReactivityFeature: storeReactivityBindings() } as typeof dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
  });
  return <DataTableView table={table} {...view} />;
}
