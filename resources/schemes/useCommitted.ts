import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { LiabilityLineFigures } from '@/src/area';
import { keepingMissing, nullWhenMissing } from '@/src/lib/errors';

/** How often figures being worked out afresh (answered with `as_of`) are asked again (ms). */
const WHILE_WORKED_OUT_MS = 2_000;

/**
 * What the live schemes have committed to the pending bills, for the liability card; null where
 * the backend stores no schemes. Asked again every WHILE_WORKED_OUT_MS while the backend says it is
 * working them out afresh.
 */
export function useCommitted(): LiabilityLineFigures {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['schemes', 'committed'],
    queryFn: ({ signal }) => nullWhenMissing(dataProvider.getSchemesCommitted(signal)),
    staleTime: keepingMissing(0),
    refetchInterval: ({ state }) => (state.data && state.data.as_of !== undefined ? WHILE_WORKED_OUT_MS : false),
    retry: false,
  });
  return { figures: data, error };
}
