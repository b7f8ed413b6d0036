import { useState } from 'react';
import { useListContext, useRecordContext } from 'react-admin';
import { serialNumber } from '../../lib/text';

/**
 * A row's serial number on the shown page, following the page and the sort; `padded` gives
 * two digits. While the next page loads, the rows shown are still the last page's
 * (placeholder data), and so are their numbers.
 */
export function RowNumber({ padded = false }: { padded?: boolean }) {
  const record = useRecordContext();
  const { data, page, perPage, isPlaceholderData } = useListContext();
  const [shownPage, setShownPage] = useState(page);
  if (!isPlaceholderData && shownPage !== page) setShownPage(page);
  const index =
    ((isPlaceholderData ? shownPage : page) - 1) * perPage + (data?.findIndex(row => row.id === record?.id) ?? 0);
  return <>{padded ? serialNumber(index) : index + 1}</>;
}
