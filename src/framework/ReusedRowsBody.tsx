// Past react-admin's documented API: ra-core's `useDataTableDataContext` and ra-ui-materialui's
// `useDataTableRowSxContext` (exported, undocumented) give the body its records and row styles, as
// react-admin's DataTableBody reads them (react-admin 5.15.4; tests/unit/framework/reusedRowsBody.test.tsx).

import { TableBody, type TableBodyProps } from '@mui/material';
import { memo, useContext, useState } from 'react';
import {
  DataTableClasses,
  ListContext,
  RecordContextProvider,
  useDataTableDataContext,
  useDataTableRowSxContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { PlainRow } from './PlainRows';

export interface Keyed {
  data: RaRecord[];
  view: string;
  keys: string[];
  ids: Identifier[];
  issued: number;
}

/**
 * Each row's React key: another view reuses the rows drawn, in order, so cells update in place; the same
 * view read again keeps each record's own row, so no row state passes between records.
 */
export function rowKeys(previous: Keyed | null, data: RaRecord[], view: string): Keyed {
  let issued = previous?.issued ?? 0;
  const fresh = () => `row-${(issued += 1)}`;
  const keyOf = new Map(previous?.ids.map((id, index) => [id, previous.keys[index]]));
  const keys =
    previous === null
      ? data.map(fresh)
      : previous.view !== view
        ? data.map((_, index) => previous.keys[index] ?? fresh())
        : data.map(record => keyOf.get(record.id) ?? fresh());
  return { data, view, keys, ids: data.map(record => record.id), issued };
}

/** What the list shows: its page, page size, sort and filters (empty outside a list). */
function useView(): string {
  const list = useContext(ListContext);
  if (!list) return '';
  return JSON.stringify([list.page, list.perPage, list.sort, list.filterValues]);
}

/** React-admin's DataTableBody (the same classes and row props), drawing plain rows keyed by `rowKeys`, not by id. */
export const ReusedRowsBody = memo(function ReusedRowsBody({ children, className, ...rest }: TableBodyProps) {
  const data = useDataTableDataContext();
  const rowSx = useDataTableRowSxContext();
  const view = useView();
  const [keyed, setKeyed] = useState<Keyed | null>(null);
  let current = keyed;
  if (data !== undefined && keyed?.data !== data) {
    // React's pattern for state derived from props: set while rendering, so the keys apply to this render.
    current = rowKeys(keyed, data, view);
    setKeyed(current);
  }
  const keys = current?.keys ?? [];
  return (
    <TableBody className={['datatable-body', className, DataTableClasses.tbody].filter(Boolean).join(' ')} {...rest}>
      {data?.map((record, rowIndex) => (
        <RecordContextProvider value={record} key={keys[rowIndex]}>
          <PlainRow
            className={`${DataTableClasses.row} ${rowIndex % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd}`}
            sx={rowSx?.(record, rowIndex)}
          >
            {children}
          </PlainRow>
        </RecordContextProvider>
      ))}
    </TableBody>
  );
});
