import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useGetList, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { answersRisk, measureBills, riskOf, type BillForRisk } from '@/contract/programme/risk';
import { useProgrammeSettings } from '@/src/ui/programme/useProgrammeSettings';
import { RiskChip } from '@/src/ui/risk/RiskChip';
import { riskReasonTexts } from './riskWords';
import { everyBill } from './everyBill';

/** A bill's reasons in words (see `riskReasonTexts`); [] when no rule flags it. */
type RiskLookup = (bill: BillForRisk) => string[];

/**
 * Why the given bills are flagged, in words: the backend's `risk_reasons` (and `risk_measures`);
 * from a backend without them, the rules over the bills loaded (every bill, the same call as the
 * duplicates' fallback: one call a backend answering whole arrays has cached; a paging one's first
 * page), under the settings in force (the defaults where the backend keeps none).
 */
export function useBillRisk(shown: BillForRisk[] | undefined): RiskLookup {
  const translate = useTranslate();
  const { settings } = useProgrammeSettings();
  const needsFallback = (shown ?? []).some(bill => !answersRisk(bill));
  const { data: loaded } = useGetList<BillForRisk & { id: string | number }>('bills', everyBill, {
    enabled: needsFallback,
  });
  // Measured once every bill has arrived: over the shown ones alone, a member's earlier bills would be missed.
  const fallback = useMemo(
    () => (needsFallback && loaded ? measureBills([...(shown ?? []), ...loaded]) : null),
    [needsFallback, shown, loaded],
  );
  return useCallback(
    bill => {
      const { reasons, measures } = riskOf(bill, settings, fallback);
      return riskReasonTexts(reasons, measures, settings, translate);
    },
    [fallback, settings, translate],
  );
}

const RiskContext = createContext<RiskLookup>(() => []);

/**
 * Finds why the rows of the list around it are flagged, for their chips (`RiskChipOf`); `billOf`
 * picks a row's bill (an inbox row's item), none for a row that is no bill.
 */
export function ListRisk({
  children,
  billOf = row => row,
}: {
  children: ReactNode;
  billOf?: (row: RaRecord) => BillForRisk | undefined;
}) {
  const { data } = useListContext();
  const bills = useMemo(
    () => (data ?? []).map(row => billOf(row)).filter((bill): bill is BillForRisk => bill !== undefined),
    [data, billOf],
  );
  const lookup = useBillRisk(bills);
  return <RiskContext.Provider value={lookup}>{children}</RiskContext.Provider>;
}

/** "Flagged" beside a bill of the list, when a rule flags it. */
export function RiskChipOf({ bill }: { bill: BillForRisk }) {
  const reasons = useContext(RiskContext)(bill);
  return reasons.length > 0 ? <RiskChip reasons={reasons} /> : null;
}
