import { useMemo, useState, type ReactNode } from 'react';
import {
  ListContextProvider,
  ResourceContextProvider,
  useList,
  useSortState,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import { DataTable } from '../../framework/DataTable';
import { sortRecords, type ListRecord } from '@/dataProvider/list';
import { EmptyRows } from './EmptyRows';
import { useIsPhone } from '../useIsPhone';
import { ListFailure } from './ListFailure';
import { RovingRows } from './RovingRows';

/** Whether a list's view is the same as before: every field the same value. */
const sameView = (before: object, now: object) =>
  Object.entries(now).every(([field, value]) => Object.is((before as Record<string, unknown>)[field], value));

interface FetchedTableProps {
  /** What the records are: a resource's name, or a name of their own (react-admin's tables need one). */
  resource: string;
  /** The records as fetched, shown in that order until a header sorts them. */
  data: RaRecord[] | undefined;
  isPending?: boolean;
  error?: Error | null;
  /** i18n key of the spec's message when they could not be fetched (records fetched with another record need none). */
  failedKey?: string;
  /** The table's accessible name. */
  label: string;
  /** The spec's text when there are no records. */
  emptyText: string;
  /** Its rows on a phone, a `<PhoneRows>` in place of the table. */
  phone?: ReactNode;
  /** Its `<Column>`s: those with a `source` sort by it. */
  children: ReactNode;
}

/** Records already fetched, in react-admin's `<DataTable>` over `useList`, shown whole and sorted as the app's lists. */
export function FetchedTable({
  resource,
  data,
  isPending = false,
  error = null,
  failedKey,
  label,
  emptyText,
  phone,
  children,
}: FetchedTableProps) {
  const isPhone = useIsPhone();
  const { sort, setSort } = useSortState();
  const sorted = useMemo(
    () => data && (sortRecords(data as ListRecord[], sort.field, sort.order) as RaRecord[]),
    [data, sort],
  );
  const list = useList({ data: sorted, isPending, error, perPage: Number.MAX_SAFE_INTEGER });
  // useList copies the rows into its state after the first render: the view is kept while no field changes,
  // or the whole table would draw again with the same rows.
  const view = { ...list, data: sorted, total: sorted?.length, resource, sort, setSort } as ListControllerResult;
  const [shown, setShown] = useState(view);
  if (!sameView(shown, view)) setShown(view);
  const table = useMemo(
    () => (
      <RovingRows>
        {isPhone && phone ? (
          phone
        ) : (
          <DataTable
            aria-label={label}
            rowClick={false}
            bulkActionButtons={false}
            empty={<EmptyRows text={emptyText} />}
          >
            {children}
          </DataTable>
        )}
      </RovingRows>
    ),
    [isPhone, phone, label, emptyText, children],
  );
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={shown}>
        {failedKey ? <ListFailure failedKey={failedKey}>{table}</ListFailure> : table}
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
