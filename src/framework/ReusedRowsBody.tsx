// Extends react-admin past its documented API: ra-core's `useDataTableDataContext` and
// ra-ui-materialui's `useDataTableRowSxContext`, exported but not documented, give the body the
// table's records and row styles, as react-admin's own DataTableBody reads them (checked with
// react-admin 5.15.4). The body itself is plugged in where the docs show it: `<DataTable body>`,
// set for every table by the theme (src/theme.ts). Guarded by tests/unit/framework/reusedRowsBody.test.tsx.

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
  /** How many keys were made so far: a new row's key is the next number. */
  issued: number;
}

/**
 * Each row's React key. When the list moves to another page, sort or search, the new records take
 * the rows already drawn, in order, so React updates their cells in place rather than drawing a
 * page of new rows; when the same view is read again (a refresh, a live update), a record keeps
 * its own row, so nothing a row holds passes from one record to another.
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

/**
 * React-admin's DataTableBody (the same classes and row props) drawing plain rows, keyed by
 * `rowKeys` rather than by record id: a page of twenty rows drawn again on every Next became twenty updates of text.
 */
export const ReusedRowsBody = memo(function ReusedRowsBody({ children, className, ...rest }: TableBodyProps) {
  const data = useDataTableDataContext();
  const rowSx = useDataTableRowSxContext();
  const view = useView();
  const [keyed, setKeyed] = useState<Keyed | null>(null);
  let current = keyed;
  if (data !== undefined && keyed?.data !== data) {
    // React's pattern for state kept from the records last drawn: set while rendering, drawn at once.
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
