import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useDataProvider, useListContext } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';

/** The pause in typing after which the search typed so far is asked for, well within the list's debounce. */
export const searchReadAheadMs = 120;

/**
 * Inside a list's filter form: once typing pauses, asks a paging backend for the first page of
 * the search typed (with the list's sort, size and other filters, as the list will ask), so
 * that when the debounce ends the list draws the answer at once instead of waiting for the
 * server. A list held whole in the browser searches at once and asks nothing.
 */
export function SearchReadAhead({ filter }: { filter?: Record<string, unknown> }) {
  const typed: unknown = useWatch({ name: 'q' });
  const { resource, sort, perPage, filterValues } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const searched = typeof typed === 'string' && typed !== '' && typed !== filterValues.q;
  useEffect(() => {
    if (!searched) return;
    const timer = setTimeout(
      () =>
        void dataProvider.readListAhead(resource, {
          pagination: { page: 1, perPage },
          sort,
          filter: { ...filterValues, q: typed, ...filter },
        }),
      searchReadAheadMs,
    );
    return () => clearTimeout(timer);
    // Only typing asks ahead: the list's other params are read as they are when it pauses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, searched]);
  return null;
}
