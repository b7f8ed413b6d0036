import { Children } from 'react';
import {
  DataTable as ReactAdminDataTable,
  useListContextWithProps,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import { TablePlaceholder } from '../ui/list/TablePlaceholder';

/**
 * react-admin's `<DataTable>`, whose placeholders hold no control while its rows load: react-admin's
 * own draw an unlabelled select box in every placeholder row, which axe counts as critical.
 */
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
