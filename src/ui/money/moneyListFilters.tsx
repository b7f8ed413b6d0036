import type { ReactElement } from 'react';
import { DateInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { searchFilter } from '../list/SearchFilter';

/** The decided statuses a history can be narrowed to (labels as the status chips show them). */
const decidedStatuses = [
  { id: 'approved', name: 'app.status.approved' },
  { id: 'rejected', name: 'app.status.rejected' },
];

interface MoneyListFilterOptions {
  /** The group of strings (`app.{strings}.…`) whose search placeholder and filter labels the list uses. */
  strings: string;
  /** The date the range filters, e.g. `invoice_date`. */
  dateSource: string;
  /** Histories are also filtered by their decision. */
  decided: boolean;
  /** The list's own filters after these (the bills' Flagged). */
  more?: ReactElement[];
}

/**
 * The search box of a bills or payments list, and its filters kept in the URL: a date
 * range, an amount range, on the histories the status, and the list's own (`more`).
 */
export function useMoneyListFilters({ strings, dateSource, decided, more = [] }: MoneyListFilterOptions) {
  const translate = useTranslate();
  const label = (key: string) => `app.${strings}.${key}`;
  return [
    searchFilter(translate(label('search_placeholder'))),
    <DateInput key="date_gte" source={`${dateSource}_gte`} label={label('date_from')} />,
    <DateInput key="date_lte" source={`${dateSource}_lte`} label={label('date_to')} />,
    <NumberInput key="amount_gte" source="amount_gte" label={label('amount_from')} min={0} />,
    <NumberInput key="amount_lte" source="amount_lte" label={label('amount_to')} min={0} />,
    ...(decided
      ? [<SelectInput key="status" source="status" label={label('status')} choices={decidedStatuses} />]
      : []),
    ...more,
  ];
}
