import type { ReactNode } from 'react';
import { BulkExportButton, useTranslate } from 'react-admin';
import { DataTable } from '../../framework/DataTable';
import { StatusChip } from '../StatusChip';
import { EmptyRows } from '../list/EmptyRows';
import { RowNumber } from '../list/RowNumber';
import { formatRupees } from '../../lib/format';
import { compactCells } from './compactCells';
import { Column } from '../../framework/Column';

interface MoneyTableProps {
  /** The group of strings (`app.{strings}.…`) holding its `export_selected` label. */
  strings: string;
  /** i18n keys of the table's name (its tab) and of the spec's empty text. */
  label: string;
  empty: string;
  /** The columns after Sl.No. */
  children: ReactNode;
}

/**
 * A list of money's table (bills, payouts): rows one line tall, Sl.No. first, selectable for
 * "Export selected" only (no bulk decision: decisions move points and cash).
 */
export function MoneyTable({ strings, label, empty, children }: MoneyTableProps) {
  const translate = useTranslate();
  return (
    <DataTable
      aria-label={translate(label)}
      rowClick={false}
      sx={compactCells}
      bulkActionButtons={<BulkExportButton label={`app.${strings}.export_selected`} />}
      empty={<EmptyRows text={translate(empty)} />}
    >
      <Column label="app.common.sl_no" render={() => <RowNumber />} />
      {children}
    </DataTable>
  );
}

/** The amount column, in rupees, sorting by amount. */
export const AmountColumn = ({ strings }: { strings: string }) => (
  <Column source="amount" label={`app.${strings}.amount`} align="right" render={row => formatRupees(row.amount)} />
);

/** A history's status column (approved, else rejected), sorting by status. */
export const StatusColumn = ({ strings }: { strings: string }) => (
  <Column source="status" label={`app.${strings}.status`} render={row => <StatusChip status={row.status} />} />
);
