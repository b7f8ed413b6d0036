import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { ProductMatches } from '@/contract/schemes/matchProducts';
import type { AppDataProvider } from '@/dataProvider';
import { nullWhenMissing } from '@/src/lib/errors';
import { earningsOf } from './earningsAnswers';
import type { Earnings } from '@/contract/schemes/earnings';

/**
 * What a pending bill earns now under the live schemes (`POST schemes/work-out/`), the lines
 * matched by hand counted: null where the backend stores no schemes (404, or an answer of
 * something else), undefined while first asked.
 */
export function useWorkedOut(billId: Identifier, matches: ProductMatches) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<Earnings | null>({
    queryKey: ['schemes', 'work-out', String(billId), matches],
    queryFn: ({ signal }) =>
      nullWhenMissing(dataProvider.workOutBillEarnings(billId, matches, signal)).then(earningsOf),
    retry: false,
    staleTime: 0,
    // A line matched by hand asks again: the breakdown stays while it does.
    placeholderData: keepPreviousData,
  });
}
