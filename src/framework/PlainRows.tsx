// Extends react-admin past its documented API: ra-core's DataTable contexts
// (`useDataTableConfigContext`, `useDataTableCallbacksContext`, `useDataTableSelectedIdsContext`),
// exported but not documented, which tell a row whether its table selects, expands or follows
// clicks, and toggle its selection with Shift-click ranges (checked with react-admin 5.15.4).
// Every table's body (ReusedRowsBody.tsx, set by the theme) draws its rows with it.
// Guarded by tests/unit/framework/plainRows.test.tsx.

import { lazy, memo, Suspense, type MouseEvent } from 'react';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  useTranslate,
  type DataTableRowProps,
} from 'react-admin';
import { PLAIN_CELL, PLAIN_ROW, SELECT_CELL } from '../ui/list/plainTable';

/**
 * A body row of react-admin's DataTable drawn as a plain `<tr>`, its selection box a native
 * checkbox, both styled by the table as MUI styles its rows and checkboxes (src/theme.ts).
 * React-admin's row is an MUI TableRow in a styled wrapper, and its box an MUI Checkbox: ten
 * styled components and ninety React components a row, which a page of twenty rows drew
 * again with every page, search and sort. A table that expands rows, follows a click on a
 * row or styles its rows (`rowSx`) keeps react-admin's row, loaded when first needed.
 */
const ReactAdminRow = lazy(() => import('./reactAdminRow'));

export const PlainRow = memo(function PlainRow(props: DataTableRowProps) {
  const { expand, hasBulkActions, hover = true } = useDataTableConfigContext();
  const { rowClick } = useDataTableCallbacksContext();
  if (expand || rowClick !== false || props.sx) {
    return (
      <Suspense fallback={null}>
        <ReactAdminRow {...props} />
      </Suspense>
    );
  }
  const className = [PLAIN_ROW, hover && `${PLAIN_ROW}-hover`, props.className].filter(Boolean).join(' ');
  return (
    <tr className={className}>
      {hasBulkActions && <SelectionCell />}
      {props.children}
    </tr>
  );
});

/** The row's selection box: Shift-click selects the range from the last one clicked, as react-admin's does. */
function SelectionCell() {
  const translate = useTranslate();
  const record = useRecordContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  if (!record) return null;
  const selectable = !isRowSelectable || isRowSelectable(record);
  const toggle = (event: MouseEvent<HTMLInputElement>) => {
    if (!selectable || !handleToggleItem) return;
    handleToggleItem(record.id, event);
    event.stopPropagation();
  };
  return (
    <td className={`${PLAIN_CELL} ${SELECT_CELL}`}>
      <input
        type="checkbox"
        className={`select-item ${DataTableClasses.checkbox}`}
        aria-label={translate('ra.action.select_row', { _: 'Select this row' })}
        checked={selectable && !!selectedIds?.includes(record.id)}
        disabled={!selectable}
        // The selection is the list's: the box shows it, a click asks the list to change it.
        readOnly
        onClick={toggle}
      />
    </td>
  );
}
