import { calendarDate, indiaDateTime, statusLabel } from '@/server/exports/cells';
import type { Spreadsheet } from '@/server/exports/spreadsheet';
import type { BillRecord } from './records';

/** The bills as the 'Bills' sheet of bill-requests-YYYY-MM-DD.xlsx. */
export const billSpreadsheet = (bills: Iterable<BillRecord>): Spreadsheet<BillRecord> => ({
  name: 'bill-requests',
  sheetName: 'Bills',
  rows: bills,
  columns: [
    { header: 'Bill ID', value: bill => bill.id },
    { header: 'Invoice Number', value: bill => bill.invoice_number },
    { header: 'Invoice Date', value: bill => calendarDate(bill.invoice_date) },
    { header: 'Uploaded On', value: bill => indiaDateTime(bill.date_added) },
    { header: 'User', value: bill => bill.user_name },
    { header: 'Firm', value: bill => bill.user_list.firm_name },
    { header: 'Phone', value: bill => bill.user_list.phone },
    { header: 'User Type', value: bill => bill.user_list.user_type_display },
    { header: 'Amount (INR)', value: bill => bill.amount },
    { header: 'Status', value: bill => statusLabel(bill.status) },
    { header: 'Points Awarded', value: bill => bill.points_earned },
    { header: 'Cash Awarded (INR)', value: bill => bill.cash_earned },
    { header: 'Rejection Reason', value: bill => bill.reason },
    { header: 'Dealer', value: bill => bill.dealer },
    {
      header: 'Products',
      value: bill => bill.bill_products.map(product => `${product.product_name} × ${product.quantity}`).join('; '),
    },
  ],
});
