import { Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { DataTableClasses, useTimeout, useTranslate } from 'react-admin';

/** Rows drawn while a table's rows load, as react-admin's own placeholder draws. */
const PLACEHOLDER_ROWS = 5;

interface TablePlaceholderProps {
  columns: number;
  /** Whether the table has a column of select boxes, kept empty here. */
  selectable: boolean;
  size?: 'small' | 'medium';
}

/** A table's shape while its rows load: nothing for the first second (most loads are quicker), then fading rows. */
export function TablePlaceholder({ columns, selectable, size = 'small' }: TablePlaceholderProps) {
  const translate = useTranslate();
  const aSecondHasPassed = useTimeout(1000);
  if (!aSecondHasPassed) return null;
  const cells = (key: string) => [
    ...(selectable ? [<TableCell key={`${key}-select`} padding="checkbox" />] : []),
    ...Array.from({ length: columns }, (_, column) => (
      <TableCell key={`${key}-${column}`}>
        <Skeleton />
      </TableCell>
    )),
  ];
  return (
    <div className={DataTableClasses.root} role="status" aria-label={translate('ra.page.loading')}>
      <Table className={DataTableClasses.table} size={size} aria-hidden>
        <TableHead>
          <TableRow>{cells('head')}</TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
            <TableRow key={row} sx={{ opacity: 1 / (row + 1) }}>
              {cells(`row-${row}`)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
