import { measureBills, riskOf, type BillForRisk } from '@/contract/programme/risk';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';
import type { HeldFilter } from '@/dataProvider/endpoints';

/**
 * The bill lists' `flagged` filter on a backend answering whole arrays: a bill is flagged when a
 * risk rule flags it, by its `risk_reasons` when the backend answers them, else by the rules over
 * every bill held (this list's and, when held, every bill's, as the chips measure them) under the
 * default settings: only the reference server keeps settings, and it answers `risk_reasons`.
 */
export const flaggedFilter: HeldFilter = (value, records, heldRecords) => {
  const wanted = value === true || value === 'true';
  const bills = [...records, ...(heldRecords('bills') ?? [])] as BillForRisk[];
  const measured = bills.some(bill => !Array.isArray(bill.risk_reasons)) ? measureBills(bills) : null;
  return record => riskOf(record as BillForRisk, defaultProgrammeSettings, measured).reasons.length > 0 === wanted;
};
