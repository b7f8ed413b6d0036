import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useGetList, useListContext, type Identifier } from 'react-admin';
import { DuplicateChip } from '@/src/ui/duplicates/DuplicateChip';
import { answersDuplicates, duplicatesOf, samePurchaseDuplicates, type BillForDuplicates } from './possibleDuplicates';
import { everyBill } from './everyBill';

type DuplicatesLookup = (bill: BillForDuplicates) => Identifier[];

/**
 * How to find the possible duplicates of the given bills: the backend's `possible_duplicate_ids`;
 * from a backend without them, the same member, amount and bill date among the bills loaded
 * (every bill, one call a backend answering whole arrays has cached; a paging one's first page).
 */
export function usePossibleDuplicates(shown: BillForDuplicates[] | undefined): DuplicatesLookup {
  const needsFallback = (shown ?? []).some(bill => !answersDuplicates(bill));
  const { data: loaded } = useGetList<BillForDuplicates>('bills', everyBill, { enabled: needsFallback });
  const fallback = useMemo(
    () => (needsFallback ? samePurchaseDuplicates([...(shown ?? []), ...(loaded ?? [])]) : null),
    [needsFallback, shown, loaded],
  );
  return useCallback(bill => duplicatesOf(bill, fallback), [fallback]);
}

const DuplicatesContext = createContext<DuplicatesLookup>(() => []);

/** Finds the possible duplicates of the rows of the list around it, for their chips (`DuplicateChipOf`). */
export function ListDuplicates({ children }: { children: ReactNode }) {
  const { data } = useListContext<BillForDuplicates>();
  const lookup = usePossibleDuplicates(data);
  return <DuplicatesContext.Provider value={lookup}>{children}</DuplicatesContext.Provider>;
}

/** "Possible duplicate" beside a bill of the list, when it may be one. */
export function DuplicateChipOf({ bill }: { bill: BillForDuplicates }) {
  const duplicates = useContext(DuplicatesContext)(bill);
  return duplicates.length > 0 ? <DuplicateChip /> : null;
}
