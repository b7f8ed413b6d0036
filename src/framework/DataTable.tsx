import { Children } from 'react';
import {
  DataTable as ReactAdminDataTable,
  useListContextWithProps,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import { TablePlaceholder } from '../ui/list/TablePlaceholder';

/** react-admin's `<DataTable>` without its loading rows' unlabelled select boxes, which axe counts as critical. */
export function DataTable<RecordType extends RaRecord = RaRecord>(props: DataTableProps<RecordType>) {
  const { isPending } = useListContextWithProps(props);
  if (isPending) {
    return (
      <TablePlaceholder
        columns={Children.count(props.children)}
        selectable={props.bulkActionButtons !== false}
        size={props.size}
      />
    );
  }
  return <ReactAdminDataTable<RecordType> {...props} />;
}

DataTable.Col = ReactAdminDataTable.Col;
DataTable.NumberCol = ReactAdminDataTable.NumberCol;
