import { useListContext, useRecordContext } from 'react-admin';
import { serialNumber } from '../../lib/text';

/** A row's serial number on the shown page, following the page and the sort; `padded` gives two digits. */
export function RowNumber({ padded = false }: { padded?: boolean }) {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = (page - 1) * perPage + (data?.findIndex(row => row.id === record?.id) ?? 0);
  return <>{padded ? serialNumber(index) : index + 1}</>;
}
