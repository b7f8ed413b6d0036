import type { RaRecord } from 'react-admin';
import { useErrorMessage } from '../lib/useErrorMessage';
import { DataTable, type Column } from './DataTable';
import { Pager } from './Pager';
import type { PagedList } from './usePagedList';

interface PagedTableProps<T extends RaRecord> {
  list: PagedList<T>;
  label: string;
  columns: Column<T>[];
  emptyText: string;
  /** i18n key of the spec's message when the list cannot be fetched. */
  failedKey: string;
  /** Lists the spec shows whole have no pager. */
  paged?: boolean;
}

/** A list's page of rows with its states, and Previous / 'Page x of y' / Next under it. */
export function PagedTable<T extends RaRecord>({
  list,
  label,
  columns,
  emptyText,
  failedKey,
  paged = true,
}: PagedTableProps<T>) {
  const errorText = useErrorMessage();
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={list.data}
        loading={list.isPending}
        query={list.query}
        updating={list.updating}
        error={list.error ? errorText(list.error, failedKey) : null}
        emptyText={emptyText}
      />
      {paged && (
        <Pager page={list.page} pageCount={list.pageCount} hasNext={list.hasNext} onPageChange={list.setPage} />
      )}
    </>
  );
}
