import { indiaDateTime, statusLabel } from '@/server/exports/cells';
import type { Spreadsheet } from '@/server/exports/spreadsheet';
import type { PaymentRecord } from './records';

/** The payment history as payment-history-YYYY-MM-DD.xlsx. */
export const paymentSpreadsheet = (payments: Iterable<PaymentRecord>): Spreadsheet<PaymentRecord> => ({
  name: 'payment-history',
  sheetName: 'Payments',
  rows: payments,
  columns: [
    { header: 'Payment ID', value: payment => payment.id },
    { header: 'Requested On', value: payment => indiaDateTime(payment.date) },
    {
      header: 'User',
      value: ({ user_list: user }) => `${user.first_name} ${user.last_name}`.trim(),
    },
    { header: 'Firm', value: payment => payment.user_list.firm_name },
    { header: 'Phone', value: payment => payment.user_list.phone },
    { header: 'Amount (INR)', value: payment => payment.amount },
    { header: 'Status', value: payment => statusLabel(payment.status) },
    { header: 'Account Holder', value: payment => payment.account_holders_name },
    { header: 'Account Number', value: payment => payment.account_number },
    { header: 'Bank', value: payment => payment.bank_name },
    { header: 'IFSC', value: payment => payment.ifsc_code },
    { header: 'Decided On', value: payment => indiaDateTime(payment.decided_at) },
  ],
});
