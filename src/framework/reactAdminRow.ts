// react-admin's own body row, loaded only by a table that needs it (PlainRows.tsx), so that it and
// its MUI parts stay out of the first load.
export { DataTableRow as default } from 'react-admin';
