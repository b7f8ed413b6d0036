import { financialYearLabel, financialYearOf } from '@/contract/programme/financialYear';

/** How many financial years the register offers: this one and the last four. */
const YEARS_OFFERED = 5;

/** The financial year running now, in India. */
export const currentFinancialYear = () => financialYearOf(new Date());

/** The register's choice of financial year: this one first, labelled like 2026-27. */
export const financialYearChoices = () =>
  Array.from({ length: YEARS_OFFERED }, (_, back) => currentFinancialYear() - back).map(year => ({
    id: String(year),
    name: financialYearLabel(year),
  }));

/** The year a list's filter asks for, else this one. */
export const chosenYear = (filterValues: Record<string, unknown> | undefined) => {
  const year = Number(filterValues?.financial_year);
  return Number.isInteger(year) && year > 2000 ? year : currentFinancialYear();
};
