// Past react-admin's documented API: ra-core's `useDataTableRenderContext` (exported, undocumented) tells a
// column whether it draws a header or a body cell (react-admin 5.15.4; tests/unit/framework/dataTableMarkup.test.tsx).

import { memo, type ReactNode } from 'react';
import {
  DataTable,
  DataTableClasses,
  useDataTableRenderContext,
  useRecordContext,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { valueAt } from '@/dataProvider/list';
import { PLAIN_CELL } from '../ui/list/plainTable';

/** A `<DataTable.Col>` whose body cells are plain `<td>`s styled by the table: no styled component per cell. */
export function Column<RecordType extends RaRecord = RaRecord>(props: DataTableColumnProps<RecordType>) {
  const renderContext = useDataTableRenderContext();
  const { render, source, cellClassName } = props;
  if (renderContext !== 'data' || Object.keys(props).some(prop => !PLAIN_PROPS.has(prop))) {
    return <DataTable.Col {...props} />;
  }
  return <BodyCell render={render as (record: RaRecord) => ReactNode} source={source} cellClassName={cellClassName} />;
}

/** The props a plain cell draws as react-admin's would; any other (`sx`, `align`, `field`…) takes react-admin's cell. */
const PLAIN_PROPS = new Set([
  'render',
  'source',
  'cellClassName',
  'label',
  'disableSort',
  'sortByOrder',
  'headerClassName',
]);

interface BodyCellProps {
  render?: (record: RaRecord) => ReactNode;
  source?: string;
  cellClassName?: string;
}

const BodyCell = memo(function BodyCell({ render, source, cellClassName }: BodyCellProps) {
  const record = useRecordContext();
  const className = [DataTableClasses.rowCell, PLAIN_CELL, cellClassName, source && `column-${source}`]
    .filter(Boolean)
    .join(' ');
  const value = source ? valueAt(record, source) : undefined;
  return <td className={className}>{render ? record && render(record) : value != null ? String(value) : null}</td>;
});
