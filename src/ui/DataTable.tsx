import {
  Alert,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

export interface Column<T> {
  key: string;
  label: string;
  render: (record: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  emptyText: string;
  loading?: boolean;
  error?: string | null;
  /** The search the rows answer; marked on the table so that tests and tools can tell when it is up to date. */
  query?: string;
  updating?: boolean;
}

/** A plain table of records with its empty, loading and error states. */
export function DataTable<T extends RaRecord>({
  label,
  columns,
  rows,
  emptyText,
  loading,
  error,
  query,
  updating,
}: DataTableProps<T>) {
  if (error) return <Alert severity="error">{error}</Alert>;
  return (
    <TableContainer component={Paper} variant="outlined">
      {loading && <LinearProgress aria-label={label} />}
      <Table size="small" aria-label={label} aria-busy={!!(loading || updating)} data-query={query}>
        <TableHead>
          <TableRow>
            {columns.map(column => (
              <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.map((record, index) => (
            <TableRow key={record.id} hover>
              {columns.map(column => (
                <TableCell key={column.key} align={column.align}>
                  {column.render(record, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {!loading && rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
