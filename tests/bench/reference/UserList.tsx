import { DataTable, List, SearchInput } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * react-admin's List and DataTable, as its docs write them, with the columns of the app's
 * Existing Users, 20 rows a page, newest first, and the List's `debounce` at 0. Its search
 * box still waits react-admin's own 500 ms: the filter form's live form keeps its default
 * whatever the List's `debounce` (which delays only `setFilters(…, true)`). That is the
 * framework as it comes, what the ratio budgets were set against.
 */
export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'date_joined', order: 'DESC' }} perPage={20} debounce={0}>
      <DataTable aria-label="Users">
        <DataTable.Col source="user_name" label="User Name" />
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="phone" label="Mobile" />
        <DataTable.Col source="firm_name" label="Firm name / Dealer" />
        <DataTable.Col source="user_type" label="User type" />
        <DataTable.Col source="referred_by" label="Referred by" />
      </DataTable>
    </List>
  );
}
