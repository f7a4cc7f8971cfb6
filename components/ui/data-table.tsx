'use client';

import { type RowData, useTable } from '@tanstack/react-table';
import { type DataTableProps, DataTableView, dataTableFeatures } from './data-table-view';

export type { DataColumn, DataColumnMeta, DataTableSort } from './data-table-view';

/** A table built in the browser (its cells may hold interactive parts); data-table-view.tsx has the markup. */
export function DataTable<T extends RowData>({ columns, data, getRowId, ...view }: DataTableProps<T>) {
  const table = useTable({ features: dataTableFeatures, columns, data, getRowId: (row) => getRowId(row) });
  return <DataTableView table={table} {...view} />;
}
