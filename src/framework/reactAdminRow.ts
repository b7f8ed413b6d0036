// react-admin's own body row, loaded only by a table that needs it (PlainRows.tsx): drawn by
// every DataTable through the theme, PlainRows is in the first load, which this row and its
// MUI parts (Collapse, TableRow, Checkbox) would double.
export { DataTableRow as default } from 'react-admin';
