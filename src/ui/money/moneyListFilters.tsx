import { DateInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { searchFilter } from '../list/SearchFilter';

/** The decided statuses a history can be narrowed to (labels as the status chips show them). */
const decidedStatuses = [
  { id: 'approved', name: 'app.bills.approved' },
  { id: 'rejected', name: 'app.bills.rejected' },
];

/** Bills a risk rule flags (contract/programme/risk.ts), or those none flags: `flagged=true` or `false`. */
const flaggedChoices = [
  { id: 'true', name: 'app.risk.flagged_only' },
  { id: 'false', name: 'app.risk.not_flagged' },
];

interface MoneyListFilterOptions {
  /** The i18n area whose search placeholder and filter labels the list uses. */
  area: 'bills' | 'payments';
  /** The date the range filters, e.g. `invoice_date`. */
  dateSource: string;
  /** Histories are also filtered by their decision. */
  decided: boolean;
}

/**
 * The search box of a bills or payments list, and its filters kept in the URL: a date
 * range, an amount range, on the histories the status, and on bills whether they are flagged.
 */
export function useMoneyListFilters({ area, dateSource, decided }: MoneyListFilterOptions) {
  const translate = useTranslate();
  const label = (key: string) => `app.${area}.${key}`;
  return [
    searchFilter(translate(label('search_placeholder'))),
    <DateInput key="date_gte" source={`${dateSource}_gte`} label={label('date_from')} />,
    <DateInput key="date_lte" source={`${dateSource}_lte`} label={label('date_to')} />,
    <NumberInput key="amount_gte" source="amount_gte" label={label('amount_from')} min={0} />,
    <NumberInput key="amount_lte" source="amount_lte" label={label('amount_to')} min={0} />,
    ...(decided
      ? [<SelectInput key="status" source="status" label={label('status')} choices={decidedStatuses} />]
      : []),
    ...(area === 'bills'
      ? [<SelectInput key="flagged" source="flagged" label="app.risk.filter" choices={flaggedChoices} />]
      : []),
  ];
}
