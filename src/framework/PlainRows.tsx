// Past react-admin's documented API: ra-core's `useDataTableConfigContext`, `useDataTableCallbacksContext`
// and `useDataTableSelectedIdsContext` (exported, undocumented) tell a row whether its table selects,
// expands or follows clicks (react-admin 5.15.4; tests/unit/framework/plainRows.test.tsx).

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

/** A DataTable body row as a plain `<tr>`, or react-admin's own where the table expands, follows or styles rows. */
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
        readOnly
        onClick={toggle}
      />
    </td>
  );
}
