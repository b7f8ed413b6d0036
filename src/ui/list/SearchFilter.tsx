import { SearchInput } from 'react-admin';

/** The list's search box, react-admin's `q` filter: its placeholder is also its accessible name. */
export const searchFilter = (placeholder: string) => (
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    type="search"
    placeholder={placeholder}
    inputProps={{ 'aria-label': placeholder }}
    sx={{ minWidth: { xs: '100%', sm: 360 } }}
  />
);
